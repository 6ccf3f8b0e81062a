import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useRef, useState, type RefObject } from "react";
import { useTranslation } from "../../i18n";
import type { PetImage } from "../../../contract/catalogue";
import {
  imageSrcSet,
  imageUrl,
  PHOTO_LAYOUT,
  placeholderImage,
} from "../../../contract/catalogue-values";
import { useNumberFormat } from "../../lib/format-numbers";
import { Badge } from "../../ui/first-view";
import classes from "./pet-carousel.module.css";

interface PetCarouselProps {
  images: PetImage[];
  name: string;
  category: string;
}

/**
 * The pet's image carousel. The browser's own scroll snapping does the swiping (no carousel
 * library to download on a slow phone); buttons and thumbnails move it for mouse and keyboard.
 */
export function PetCarousel({ images, name, category }: PetCarouselProps) {
  const { t } = useTranslation("catalogue");
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const count = images.length;

  if (count === 0) {
    return (
      <div className={classes.frame}>
        <img
          {...placeholderImage(category)}
          sizes={PHOTO_LAYOUT.detail.sizes}
          alt={t("carousel.noPhoto", { name })}
          fetchPriority="high"
        />
      </div>
    );
  }

  const show = (index: number) => {
    const element = track.current;
    if (!element) return;
    const target = (index + count) % count;
    element.scrollTo({ left: target * element.clientWidth });
  };
  const onScroll = () => {
    const element = track.current;
    if (element) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  };

  return (
    <section aria-roledescription="carousel" aria-label={t("carousel.label", { name })}>
      <div className={classes.frame}>
        <Slides images={images} name={name} trackRef={track} onScroll={onScroll} />
        {count > 1 && <Controls current={current} count={count} show={show} />}
      </div>
      {count > 1 && <Thumbnails images={images} current={current} show={show} />}
    </section>
  );
}

/** The photos side by side in the scrolled track, one a slide. */
function Slides({
  images,
  name,
  trackRef,
  onScroll,
}: {
  images: PetImage[];
  name: string;
  trackRef: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
}) {
  const { t } = useTranslation("catalogue");
  const { number } = useNumberFormat();
  const count = images.length;
  return (
    <div ref={trackRef} className={classes.track} onScroll={onScroll}>
      {images.map((image, index) => (
        <div
          key={image.id}
          className={classes.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={t("carousel.slide", {
            index: number(index + 1),
            total: number(count),
          })}
        >
          {/* The first photo matches the preload the server put in the page's head. */}
          <img
            src={imageUrl(image.image_key, 800)}
            srcSet={imageSrcSet(image.image_key, PHOTO_LAYOUT.detail.widths)}
            sizes={PHOTO_LAYOUT.detail.sizes}
            width={image.width}
            height={image.height}
            alt={t("carousel.photoAlt", {
              name,
              index: number(index + 1),
              total: number(count),
            })}
            loading={index === 0 ? "eager" : "lazy"}
            fetchPriority={index === 0 ? "high" : "auto"}
            decoding="async"
          />
        </div>
      ))}
    </div>
  );
}

/** Previous and next over the photo, and which photo of how many it is. */
function Controls({
  current,
  count,
  show,
}: {
  current: number;
  count: number;
  show: (index: number) => void;
}) {
  const { t } = useTranslation("catalogue");
  const { number } = useNumberFormat();
  return (
    <>
      <button
        type="button"
        className={`${classes.control} ${classes.previous}`}
        aria-label={t("carousel.previous")}
        onClick={() => show(current - 1)}
      >
        <IconChevronLeft size={20} />
      </button>
      <button
        type="button"
        className={`${classes.control} ${classes.next}`}
        aria-label={t("carousel.next")}
        onClick={() => show(current + 1)}
      >
        <IconChevronRight size={20} />
      </button>
      <Badge className={classes.counter} aria-hidden>
        {number(current + 1)} / {number(count)}
      </Badge>
    </>
  );
}

/** A small photo a button, under the carousel, to go straight to it. */
function Thumbnails({
  images,
  current,
  show,
}: {
  images: PetImage[];
  current: number;
  show: (index: number) => void;
}) {
  const { t } = useTranslation("catalogue");
  const { number } = useNumberFormat();
  return (
    <div className={classes.thumbs}>
      {images.map((image, index) => (
        <button
          key={image.id}
          type="button"
          className={classes.thumb}
          aria-current={index === current}
          aria-label={t("carousel.show", { index: number(index + 1) })}
          onClick={() => show(index)}
        >
          <img
            src={imageUrl(image.image_key, 200)}
            width={image.width}
            height={image.height}
            alt=""
            loading="lazy"
          />
        </button>
      ))}
    </div>
  );
}
