import { Link } from "react-router";
import {
  imageSrcSet,
  imageUrl,
  PHOTO_LAYOUT,
  placeholderImage,
} from "../../../contract/catalogue-values";
import type { PublicReport } from "../../../contract/lost-found";
import { useTranslation } from "../../i18n";
import { IconMapPin } from "../../ui/card-icons";
import { Badge } from "@mantine/core";
import hover from "../../ui/hover.module.css";
import card from "../../ui/pet-card.module.css";
import classes from "./lost-found.module.css";
import { useReportWords } from "./report-words";

/** LOST and FOUND badges' shades: white text on them keeps WCAG AA contrast. */
export const KIND_COLOURS = { lost: "red.9", found: "teal.9" } as const;

/** A report's first photo at a card's widths, or its species' placeholder. */
export function reportPhoto(report: Pick<PublicReport, "photos" | "species">) {
  const photo = report.photos[0];
  return photo
    ? {
        src: imageUrl(photo.image_key, 400),
        srcSet: imageSrcSet(photo.image_key, PHOTO_LAYOUT.card.widths),
        width: photo.width,
        height: photo.height,
      }
    : placeholderImage(report.species.name);
}

/** One open report in the list: photo, LOST or FOUND, species, colours, place, day. */
export function ReportCard({
  report,
  isPriority = false,
}: {
  report: PublicReport;
  isPriority?: boolean;
}) {
  const { t } = useTranslation("lostFound");
  const words = useReportWords();
  return (
    <article className={`${card.card} ${hover.lift}`}>
      <div className={card.photo}>
        <img
          {...reportPhoto(report)}
          sizes={PHOTO_LAYOUT.card.sizes}
          alt=""
          loading={isPriority ? "eager" : "lazy"}
          decoding="async"
        />
        <Badge className={classes.badge} variant="filled" color={KIND_COLOURS[report.kind]}>
          {t(`kind.${report.kind}`)}
        </Badge>
      </div>
      <div className={card.body}>
        <h3 className={`${card.name} ${classes.title}`}>
          <Link to={`/lost-found/${report.id}`} className={card.link}>
            {words.title(report)}
            {report.name && ` · ${report.name}`}
          </Link>
        </h3>
        <p className={`${card.details} ${classes.line}`}>{words.colours(report.colours)}</p>
        <p className={`${card.details} ${classes.line}`}>
          <IconMapPin size={14} aria-hidden /> {words.place(report)}
        </p>
        <p className={`${card.details} ${classes.line}`}>{words.day(report)}</p>
      </div>
    </article>
  );
}
