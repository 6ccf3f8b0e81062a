/*
 * A pet's video links: YouTube or Facebook only, played from their embeddable players
 * (docs/decisions/040-pet-ages-and-videos.md). Plain values, no zod: the pet page uses them.
 */

export const MAX_VIDEOS = 2;

/**
 * The only origins a pet page may frame: YouTube's privacy-enhanced host (no cookies until the
 * video plays) and Facebook's video plugin. The Content-Security-Policy's frame-src is this list.
 */
export const VIDEO_FRAME_ORIGINS = [
  "https://www.youtube-nocookie.com",
  "https://www.facebook.com",
] as const;

export type PetVideo = { site: "youtube"; id: string } | { site: "facebook"; href: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = ["youtube.com", "www.youtube.com", "m.youtube.com"];
const FACEBOOK_HOSTS = ["facebook.com", "www.facebook.com", "m.facebook.com", "web.facebook.com"];

function youtubeId(url: URL): string | undefined {
  if (url.hostname === "youtu.be") return url.pathname.slice(1);
  if (!YOUTUBE_HOSTS.includes(url.hostname)) return undefined;
  if (url.pathname === "/watch") return url.searchParams.get("v") ?? undefined;
  return /^\/shorts\/([^/]+)\/?$/.exec(url.pathname)?.[1];
}

/**
 * What a link plays, or null for a link this site does not embed: youtube.com/watch?v=,
 * youtu.be/, youtube.com/shorts/, facebook.com/<page>/videos/<id> and fb.watch/<code>.
 */
export function parseVideoLink(link: string): PetVideo | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  const id = youtubeId(url);
  if (id !== undefined) return YOUTUBE_ID.test(id) ? { site: "youtube", id } : null;
  const isFacebookVideo =
    (FACEBOOK_HOSTS.includes(url.hostname) && /^\/[^/]+\/videos\/[^/]+\/?$/.test(url.pathname)) ||
    (url.hostname === "fb.watch" && /^\/[A-Za-z0-9_-]+\/?$/.test(url.pathname));
  if (!isFacebookVideo) return null;
  url.protocol = "https:";
  url.hash = "";
  return { site: "facebook", href: url.href };
}

/** A link as it is kept: YouTube's in one spelling, Facebook's over https. */
export function normalVideoLink(video: PetVideo): string {
  return video.site === "youtube" ? `https://www.youtube.com/watch?v=${video.id}` : video.href;
}

/** The player's address, framed only once the visitor taps play. */
export function videoPlayerUrl(video: PetVideo): string {
  if (video.site === "youtube") {
    return `${VIDEO_FRAME_ORIGINS[0]}/embed/${video.id}?autoplay=1&rel=0`;
  }
  return `${VIDEO_FRAME_ORIGINS[1]}/plugins/video.php?href=${encodeURIComponent(video.href)}&autoplay=1`;
}
