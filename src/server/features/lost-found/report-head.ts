import { imageUrl, placeholderImage } from "../../../contract/catalogue-values";
import { writeDayInBothCalendars } from "../../../contract/calendar";
import type { PublicReport, ReportResponse } from "../../../contract/lost-found";
import { findDistrict, placeName } from "../../../contract/places";
import { toDevanagariDigits } from "../../../contract/nepali-script";
import type { AppDeps } from "../../deps";
import { shareTags } from "../../web/share-tags";
import type { HeadRenderer } from "../../web/spa";

const REPORT_PATH = /^\/lost-found\/(\d{1,9})\/?$/i;
const SHARE_WIDTH = 1200;
const DESCRIPTION_LENGTH = 200;

const WORDS = {
  en: {
    lost: "Lost",
    found: "Found",
    ward: "ward",
    seen: (kind: PublicReport["kind"], day: string) => `${kind} ${day}`,
  },
  ne: {
    lost: "हराएको",
    found: "भेटिएको",
    ward: "वडा",
    seen: (kind: PublicReport["kind"], day: string) =>
      `${day}मा ${kind === "lost" ? "हराएको" : "भेटिएको"}`,
  },
} as const;

/** "Lost Dog" / "हराएको कुकुर": the species in the reader's language where it has a Nepali name. */
function titleOf(report: PublicReport, language: "en" | "ne") {
  const species = (language === "ne" && report.species.name_ne) || report.species.name;
  return `${WORDS[language][report.kind]} ${species}`;
}

/** The place to the ward and tole, never closer (docs/product.md#lost-and-found). */
function placeOf(report: PublicReport, language: "en" | "ne") {
  const district = findDistrict(report.district);
  const ward =
    report.ward === null
      ? null
      : `${WORDS[language].ward} ${language === "ne" ? toDevanagariDigits(String(report.ward)) : report.ward}`;
  return [report.tole, ward, district ? placeName(district, language) : report.district]
    .filter(Boolean)
    .join(", ");
}

function excerpt(text: string) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.lastIndexOf(" ", DESCRIPTION_LENGTH - 1) || DESCRIPTION_LENGTH;
  return `${flat.slice(0, cut).replace(/[,.;:!?-]+$/, "")}…`;
}

/** The first photo at the width previews use, or the species' placeholder. */
function shareImage(report: PublicReport) {
  const photo = report.photos[0];
  if (!photo) return placeholderImage(report.species.name);
  const width = Math.min(photo.width, SHARE_WIDTH);
  return {
    src: imageUrl(photo.image_key, SHARE_WIDTH),
    width,
    height: Math.round((photo.height * width) / photo.width),
  };
}

/**
 * Title, description and Open Graph / Twitter tags of an open report, written into the HTML of
 * /lost-found/{id}: a report shared on Facebook or WhatsApp previews with its photo and brings
 * people back here. Made from the public answer of /api/lost-found/{id}; nothing its reporter
 * alone may see is in it.
 */
export function renderReportHead({ config }: AppDeps): HeadRenderer {
  const responsePath = (path: string) => {
    const id = REPORT_PATH.exec(path)?.[1];
    return id ? `/api/lost-found/${Number(id)}` : undefined;
  };
  const render: HeadRenderer = async (path, language, answer) => {
    const apiPath = responsePath(path);
    if (!apiPath) return undefined;
    const found = (await answer(apiPath)) as ReportResponse | undefined;
    if (!found?.report) return undefined;
    const { report } = found;
    const title = titleOf(report, language);
    const place = placeOf(report, language);
    const day = writeDayInBothCalendars(language, report.seen_on, "short");
    const said = [title, place, WORDS[language].seen(report.kind, day)].join(" · ");
    const image = shareImage(report);
    return shareTags({
      title: `${title} · ${place} · ${config.site.name}`,
      description: excerpt(report.description ? `${said}. ${report.description}` : said),
      url: `${config.publicUrl}/lost-found/${report.id}`,
      site: config.site.name,
      shareTitle: `${title} · ${place}`,
      image: {
        src: config.publicUrl + image.src,
        alt: title,
        width: image.width,
        height: image.height,
      },
    }).join("\n    ");
  };
  return Object.assign(render, { responsePath });
}
