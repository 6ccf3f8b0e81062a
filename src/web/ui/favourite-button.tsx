import { useMutationState } from "@tanstack/react-query";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useTranslation } from "../i18n";
import { useLocation, useNavigate } from "react-router";
import {
  FAVOURITE_MUTATION_KEY,
  useFavouriteIds,
  useToggleFavourite,
  type FavouriteChange,
} from "../lib/api/favourites";
import { useSession } from "../lib/api/session";
import { IconHeart, IconHeartFilled } from "./card-icons";
import { UnstyledButton } from "./first-view";
import { openConfirmModal } from "./modals-host";
import classes from "./favourite-button.module.css";
import { toast } from "./toast";

interface Hearts {
  isFavourite(petId: number): boolean;
  /** Hearts or unhearts the pet; a signed-out visitor is asked to log in first. */
  toggle(petId: number, favourite: boolean): void;
}

const HeartsContext = createContext<Hearts | undefined>(undefined);

/**
 * The visitor's hearts, read once for every FavouriteButton inside: a listing of dozens of
 * cards subscribes to the session, the favourites and their changes once, not once per card
 * (each subscription cost the server's render of /pets about a quarter of a millisecond).
 */
export function FavouriteHearts({ children }: { children: ReactNode }) {
  const { t } = useTranslation("catalogue");
  const { user } = useSession();
  const favouriteIds = useFavouriteIds();
  const { mutate } = useToggleFavourite({
    onError: (error) => toast.error(t("favourite.failed", { message: error.message })),
  });
  // Every change on its way, so each tapped heart shows what was asked for until it is done.
  const pending = useMutationState({
    filters: { mutationKey: FAVOURITE_MUTATION_KEY, status: "pending" },
    select: (mutation) => mutation.state.variables as FavouriteChange,
  });
  const navigate = useNavigate();
  const location = useLocation();

  const hearts = useMemo<Hearts>(() => {
    function askToLogIn() {
      const next = encodeURIComponent(location.pathname + location.search);
      void openConfirmModal({
        title: t("favourite.loginTitle"),
        children: <p className={classes.loginBody}>{t("favourite.loginBody")}</p>,
        labels: { confirm: t("favourite.login"), cancel: t("favourite.cancel") },
        onConfirm: () => navigate(`/login?next=${next}`),
      });
    }
    return {
      isFavourite: (petId) =>
        pending.findLast((change) => change.petId === petId)?.favourite ?? favouriteIds.has(petId),
      toggle: (petId, favourite) => (user ? mutate({ petId, favourite }) : askToLogIn()),
    };
  }, [t, user, favouriteIds, mutate, pending, navigate, location]);

  return <HeartsContext.Provider value={hearts}>{children}</HeartsContext.Provider>;
}

interface FavouriteButtonProps {
  petId: number;
  petName: string;
  size?: "lg" | "xl";
}

/**
 * The heart on a pet's card and page. A list of cards puts its hearts inside one
 * FavouriteHearts; a heart on its own brings its own.
 */
export function FavouriteButton(props: FavouriteButtonProps) {
  const hearts = useContext(HeartsContext);
  return hearts ? (
    <Heart {...props} hearts={hearts} />
  ) : (
    <FavouriteHearts>
      <FavouriteButton {...props} />
    </FavouriteHearts>
  );
}

function Heart({ petId, petName, size = "lg", hearts }: FavouriteButtonProps & { hearts: Hearts }) {
  const { t } = useTranslation("catalogue");
  const isFavourite = hearts.isFavourite(petId);
  const Icon = isFavourite ? IconHeartFilled : IconHeart;
  // Drawn by its own class, on a first view or a Mantine page alike: it is on every card of a
  // listing.
  return (
    <UnstyledButton
      className={`${classes.heart} ${isFavourite ? classes.on : ""}`}
      data-size={size}
      onClick={() => hearts.toggle(petId, !isFavourite)}
      aria-pressed={isFavourite}
      aria-label={t(isFavourite ? "favourite.remove" : "favourite.add", { name: petName })}
    >
      <Icon size={size === "xl" ? 24 : 20} aria-hidden />
    </UnstyledButton>
  );
}
