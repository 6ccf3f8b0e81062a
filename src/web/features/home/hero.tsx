import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import badge from "../../ui/plain/badge.module.css";
import button from "../../ui/plain/button.module.css";
import layout from "../../ui/plain/layout.module.css";
import classes from "./home.module.css";

// Each tile opens the listing already filtered to its species (the original linked all three to /pets).
const TILES = [
  { label: "hero.cat", image: "/images/tile-cat", to: "/pets?category=Cat" },
  { label: "hero.dog", image: "/images/tile-dog", to: "/pets?category=Dog" },
  { label: "hero.otherPets", image: "/images/tile-other", to: "/pets?category=Other" },
] as const;

// A tile is a third of the row, less the gaps and the container's padding; from md up the row is
// half the hero, capped by the xl container. On a 390 px phone that is 113 px: the 240 px file at 2x.
const TILE_SIZES = [
  "(min-width: 1320px) 195px",
  "(min-width: 992px) calc((100vw - 152px) / 6)",
  "(min-width: 576px) calc((100vw - 64px) / 3)",
  "calc((100vw - 52px) / 3)",
].join(", ");
// The middle tile sits highest and is the page's largest image: it is fetched first.
const LEAD_TILE = 1;

export function Hero() {
  const { t } = useTranslation("home");
  return (
    <div className={classes.hero}>
      <div className={`${layout.container} ${classes.heroInner}`}>
        <div className={classes.heroText}>
          <span className={`${badge.badge} ${classes.eyebrow}`} data-variant="white" data-size="lg">
            {t("hero.eyebrow")}
          </span>
          <h1 className={classes.heroTitle}>{t("hero.title")}</h1>
          <p className={`${classes.lead} ${classes.heroLead}`}>{t("hero.body")}</p>
          <div className={classes.heroActions}>
            <Link
              to="/pets"
              className={button.button}
              data-size="lg"
              data-radius="xl"
              data-icon="end"
            >
              {t("hero.browse")}
              <IconArrowRight size={18} aria-hidden />
            </Link>
            <Link
              to="/howtoadopt"
              className={button.button}
              data-size="lg"
              data-radius="xl"
              data-variant="default"
            >
              {t("hero.howItWorks")}
            </Link>
          </div>
        </div>
        <div className={classes.tiles} aria-label={t("hero.tilesLabel")} role="list">
          {TILES.map((tile, index) => (
            <div
              key={tile.to}
              role="listitem"
              className={classes.tileSlot}
              data-lead={index === LEAD_TILE || undefined}
            >
              <Link to={tile.to} className={classes.tile}>
                <img
                  src={`${tile.image}.webp`}
                  srcSet={`${tile.image}-240.webp 240w, ${tile.image}.webp 450w`}
                  sizes={TILE_SIZES}
                  alt=""
                  width={450}
                  height={600}
                  className={classes.tileImage}
                  loading={index === LEAD_TILE ? "eager" : "lazy"}
                  fetchPriority={index === LEAD_TILE ? "high" : "auto"}
                />
                <div className={classes.tileLabel}>
                  <p className={classes.tileName}>{t(tile.label)}</p>
                  <p className={`${classes.tileHint} ${layout.fromSm}`}>{t("hero.tileHint")} →</p>
                </div>
              </Link>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
