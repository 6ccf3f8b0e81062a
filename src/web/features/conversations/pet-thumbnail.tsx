import { IconPaw } from "@tabler/icons-react";
import { imageUrl } from "../../../contract/catalogue-values";
import classes from "./conversations.module.css";

/** The pet a conversation is about: its first photo, small and square, or a paw without one. */
export function PetThumbnail({ imageKey, isLazy }: { imageKey: string | null; isLazy?: boolean }) {
  return imageKey ? (
    <img
      className={classes.photo}
      src={imageUrl(imageKey, 96)}
      width={56}
      height={56}
      alt=""
      loading={isLazy ? "lazy" : undefined}
    />
  ) : (
    <span className={`${classes.photo} ${classes.photoIcon}`}>
      <IconPaw size={24} aria-hidden />
    </span>
  );
}
