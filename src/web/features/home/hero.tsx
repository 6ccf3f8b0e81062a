import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { Badge, Box, Button, Container } from "../../ui/first-view";
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
      <Container size="xl" className={classes.heroInner}>
        <div className={classes.heroText}>
          <Badge className={classes.eyebrow} variant="white" size="lg">
            {t("hero.eyebrow")}
          </Badge>
          <h1 className={classes.heroTitle}>{t("hero.title")}</h1>
          <p className={`${classes.lead} ${classes.heroLead}`}>{t("hero.body")}</p>
          <div className={classes.heroActions}>
            <Button
              component={Link}
              to="/pets"
              size="lg"
              radius="xl"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {t("hero.browse")}
            </Button>
            <Button component={Link} to="/howtoadopt" size="lg" radius="xl" variant="default">
              {t("hero.howItWorks")}
            </Button>
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
                  <Box component="p" className={classes.tileHint} visibleFrom="sm">
                    {t("hero.tileHint")} →
                  </Box>
                </div>
              </Link>
            </div>
          ))}
        </div>
      </Container>
    </div>
  );
}
