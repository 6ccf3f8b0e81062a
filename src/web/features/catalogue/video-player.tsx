import { videoPlayerUrl, type PetVideo } from "../../../contract/pet-videos";
import classes from "./pet-videos.module.css";

/** The site's own player, from its privacy-enhanced address (contract/pet-videos.ts). */
export function VideoPlayer({ video, title }: { video: PetVideo; title: string }) {
  return (
    <iframe
      className={classes.player}
      src={videoPlayerUrl(video)}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      // YouTube's embeds refuse to play without knowing the site that frames them.
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
