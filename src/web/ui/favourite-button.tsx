import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { useTranslation } from "../i18n";
import { useLocation, useNavigate } from "react-router";
import { useFavouriteIds, useToggleFavourite } from "../lib/api/favourites";
import { useSession } from "../lib/api/session";
import { openConfirmModal } from "./modals-host";
import classes from "./favourite-button.module.css";
import { toast } from "./toast";

interface FavouriteButtonProps {
  petId: number;
  petName: string;
  size?: "lg" | "xl";
}

/** The heart on a pet's card and page; a signed-out visitor is asked to log in first. */
export function FavouriteButton({ petId, petName, size = "lg" }: FavouriteButtonProps) {
  const { t } = useTranslation("catalogue");
  const { user } = useSession();
  const favouriteIds = useFavouriteIds();
  const toggle = useToggleFavourite();
  const navigate = useNavigate();
  const location = useLocation();
  // While the change is on its way, show what was asked for.
  const isFavourite =
    toggle.isPending && toggle.variables.petId === petId
      ? toggle.variables.favourite
      : favouriteIds.has(petId);

  function askToLogIn() {
    const next = encodeURIComponent(location.pathname + location.search);
    void openConfirmModal({
      title: t("favourite.loginTitle"),
      children: <p className={classes.loginBody}>{t("favourite.loginBody")}</p>,
      labels: { confirm: t("favourite.login"), cancel: t("favourite.cancel") },
      onConfirm: () => navigate(`/login?next=${next}`),
    });
  }

  function onClick() {
    if (!user) return askToLogIn();
    toggle.mutate(
      { petId, favourite: !isFavourite },
      {
        onError: (error) => toast.error(t("favourite.failed", { message: error.message })),
      },
    );
  }

  const Icon = isFavourite ? IconHeartFilled : IconHeart;
  // A plain button, not Mantine's ActionIcon: it is on every card of a listing.
  return (
    <button
      type="button"
      className={`${classes.heart} ${isFavourite ? classes.on : ""}`}
      data-size={size}
      onClick={onClick}
      aria-pressed={isFavourite}
      aria-label={t(isFavourite ? "favourite.remove" : "favourite.add", { name: petName })}
    >
      <Icon size={size === "xl" ? 24 : 20} aria-hidden />
    </button>
  );
}
