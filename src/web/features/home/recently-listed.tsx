import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { usePets } from "../../lib/api/pets";
import { FavouriteHearts } from "../../ui/favourite-button";
import { PetCardSkeleton } from "../../ui/pet-card";
import { PetCardWithHeart } from "../../ui/pet-card-with-heart";
import { PetStrip } from "../../ui/pet-strip";
import { Anchor, Container } from "../../ui/first-view";
import classes from "./home.module.css";

const COUNT = 8;
/** The query of the newest pets, which the home page's loader fetches ahead. */
export const RECENT_PETS_SEARCH = `limit=${COUNT}`;

/** The home page's strip of the newest pets: a swipeable row on phones, a grid on wide screens. */
export function RecentlyListed() {
  const { t } = useTranslation("catalogue");
  const { data, isPending, isError } = usePets(RECENT_PETS_SEARCH);
  // Not worth an error box on the home page: without pets the section simply is not there.
  if (isError || data?.items.length === 0) return null;

  return (
    <section className={classes.recent} aria-labelledby="recently-listed">
      <Container size="xl">
        <div className={classes.recentHeader}>
          <div>
            <h2 id="recently-listed" className={classes.recentTitle}>
              {t("home.title")}
            </h2>
            <p className={classes.recentLead}>{t("home.subtitle")}</p>
          </div>
          <Anchor component={Link} to="/pets" className={classes.moreLink}>
            {t("home.seeAll")}
            <IconArrowRight size={16} aria-hidden />
          </Anchor>
        </div>
        <FavouriteHearts>
          <PetStrip>
            {isPending
              ? Array.from({ length: 4 }, (_, index) => <PetCardSkeleton key={index} />)
              : data.items.map((item) => <PetCardWithHeart key={item.pet.id} item={item} />)}
          </PetStrip>
        </FavouriteHearts>
      </Container>
    </section>
  );
}
