import { IconPlayerPlayFilled } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n";
import { parseVideoLink, type PetVideo } from "../../../contract/pet-videos";
import { Title } from "../../ui/first-view";
import classes from "./pet-videos.module.css";

// The player's frame is code of its own, loaded with the first tap (decision 040).
const VideoPlayer = lazy(() =>
  import("./video-player").then((module) => ({ default: module.VideoPlayer })),
);

/**
 * A pet's videos: a poster drawn here, with a play button, for each. Nothing is asked of
 * YouTube or Facebook until the visitor taps: then the player is framed in its place.
 */
export function PetVideos({ links, name }: { links: string[]; name: string }) {
  const { t } = useTranslation("catalogue");
  const videos = links.flatMap((link) => parseVideoLink(link) ?? []);
  if (videos.length === 0) return null;
  return (
    <section className={classes.videos} aria-labelledby="pet-videos">
      <Title order={2} className={classes.title} id="pet-videos">
        {t("pet.videos")}
      </Title>
      <div className={classes.grid} data-count={videos.length}>
        {videos.map((video, index) => (
          <VideoSlot key={index} video={video} index={index + 1} name={name} />
        ))}
      </div>
    </section>
  );
}

function VideoSlot({ video, index, name }: { video: PetVideo; index: number; name: string }) {
  const { t } = useTranslation("catalogue");
  const [isPlaying, setPlaying] = useState(false);
  const site = t(`pet.site.${video.site}`);
  if (isPlaying) {
    return (
      <div className={classes.frame}>
        <Suspense fallback={<div className={classes.poster} aria-busy />}>
          <VideoPlayer video={video} title={t("pet.videoTitle", { name })} />
        </Suspense>
      </div>
    );
  }
  return (
    <button
      type="button"
      className={`${classes.frame} ${classes.poster}`}
      data-site={video.site}
      onClick={() => setPlaying(true)}
      aria-label={t("pet.playVideo", { index, name, site })}
    >
      <span className={classes.play} aria-hidden>
        <IconPlayerPlayFilled size={28} />
      </span>
      <span className={classes.site} aria-hidden>
        {site}
      </span>
    </button>
  );
}
