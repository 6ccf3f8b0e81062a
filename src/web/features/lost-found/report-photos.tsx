import {
  imageSrcSet,
  imageUrl,
  PHOTO_LAYOUT,
  placeholderImage,
} from "../../../contract/catalogue-values";
import type { PublicReport } from "../../../contract/lost-found";
import { useTranslation } from "../../i18n";
import classes from "./lost-found.module.css";
import { useReportWords } from "./report-words";

/** The report's photos, the first large; the species' placeholder when it has none. */
export function ReportPhotos({ report }: { report: PublicReport }) {
  const { t } = useTranslation("lostFound");
  const words = useReportWords();
  const [first, ...others] = report.photos;
  const alt = (n: number) => t("report.photoAlt", { n, species: words.species(report) });
  if (!first) {
    return <img className={classes.mainPhoto} {...placeholderImage(report.species.name)} alt="" />;
  }
  return (
    <div>
      <img
        className={classes.mainPhoto}
        src={imageUrl(first.image_key, 800)}
        srcSet={imageSrcSet(first.image_key, PHOTO_LAYOUT.detail.widths)}
        sizes={PHOTO_LAYOUT.detail.sizes}
        width={first.width}
        height={first.height}
        alt={alt(1)}
        fetchPriority="high"
      />
      {others.length > 0 && (
        <div className={classes.gallery} style={{ marginTop: 8 }}>
          {others.map((photo, index) => (
            <a
              key={photo.id}
              href={imageUrl(photo.image_key)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <img
                src={imageUrl(photo.image_key, 400)}
                width={photo.width}
                height={photo.height}
                alt={alt(index + 2)}
                loading="lazy"
              />
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
