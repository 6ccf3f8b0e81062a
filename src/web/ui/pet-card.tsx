import type { ReactNode } from "react";
import { useTranslation } from "../i18n";
import { usePetInReadersScript } from "../lib/readers-script";
import { NavLink } from "react-router";
import type { PetListItem } from "../../contract/catalogue";
import {
  imageSrcSet,
  imageUrl,
  PHOTO_LAYOUT,
  placeholderImage,
} from "../../contract/catalogue-values";
import { useProfileWords } from "../lib/pet-profile";
import { useCategoryName } from "../lib/category-name";
import { useNumberFormat } from "../lib/format-numbers";
import { IconClock, IconGenderFemale, IconGenderMale, IconMapPin, IconPaw } from "./card-icons";
import hover from "./hover.module.css";
import { Badge } from "./first-view";
import { usePetSpans } from "./use-pet-spans";
import classes from "./pet-card.module.css";
import { Skeleton } from "./skeleton";

export interface PetCardProps {
  item: PetListItem;
  /** Above the fold: load the photo at once instead of lazily. */
  isPriority?: boolean;
  /** A control over the photo, e.g. the favourite heart. */
  action?: ReactNode;
  /** Router state for the pet page (the listing passes its filters, for the way back). */
  linkState?: unknown;
}

/**
 * A /pets card: photo (or the species placeholder), name, store logo and name, location. Drawn
 * with plain elements and its own CSS: a listing renders dozens, and each Mantine layout or text
 * component costs the server's render its style-prop machinery.
 */
export function PetCard({ item, isPriority = false, action, linkState }: PetCardProps) {
  const { t } = useTranslation("catalogue");
  const categoryName = useCategoryName();
  const words = useProfileWords();
  const { rupees } = useNumberFormat();
  const spans = usePetSpans();
  const { pet, categories, vendor: store, image } = usePetInReadersScript(item);
  const photo = image
    ? {
        src: imageUrl(image.image_key, 400),
        srcSet: imageSrcSet(image.image_key, PHOTO_LAYOUT.card.widths),
        width: image.width,
        height: image.height,
      }
    : placeholderImage(categories.category);
  const GenderIcon = pet.gender === "male" ? IconGenderMale : IconGenderFemale;
  // The fee, when there is one, is a detail like the others: a card is no price tag.
  const details = [
    pet.breed,
    spans.age(pet.birth_date) ?? (pet.age_group && words.value("age_group", pet.age_group)),
    pet.fee > 0 && t("card.fee", { amount: rupees(pet.fee) }),
  ].filter(Boolean);

  return (
    <article className={`${classes.card} ${hover.lift}`}>
      <div className={classes.photo}>
        <img
          {...photo}
          sizes={PHOTO_LAYOUT.card.sizes}
          alt={t("card.photoAlt", { name: pet.name, category: categoryName(categories) })}
          loading={isPriority ? "eager" : "lazy"}
          fetchPriority={isPriority ? "high" : "auto"}
          decoding="async"
        />
        {pet.post_status === "adopted" ? (
          <Badge className={classes.badge} data-tone="adopted">
            {t("card.adopted")}
          </Badge>
        ) : (
          pet.adoption_pending && (
            <Badge className={classes.badge} data-tone="pending">
              {t("card.adoptionPending")}
            </Badge>
          )
        )}
        {action && <div className={classes.action}>{action}</div>}
      </div>
      <div className={classes.body}>
        <div className={classes.titleRow}>
          <NavLink
            to={`/pets/${pet.id}`}
            state={linkState}
            // While its page loads, the tapped card says so (docs/decisions/034-server-rendering.md).
            className={({ isPending }) =>
              `${classes.name} ${classes.link}${isPending ? ` ${classes.pending}` : ""}`
            }
          >
            {pet.name}
          </NavLink>
          <GenderIcon
            size={20}
            aria-label={t(`gender.${pet.gender}`)}
            className={pet.gender === "male" ? classes.male : classes.female}
          />
        </div>
        {details.length > 0 && <p className={classes.details}>{details.join(" · ")}</p>}
        {pet.post_status !== "adopted" && (
          <p className={classes.line}>
            <IconClock size={14} aria-hidden />
            {/* Its line is kept while the server's page shows no count (ui/use-pet-spans.ts). */}
            <span>{spans.waiting(pet) ?? "\u00a0"}</span>
          </p>
        )}
        <p className={classes.store}>
          {store.image_key ? (
            <img
              className={classes.logo}
              src={imageUrl(store.image_key, 96)}
              width={24}
              height={24}
              alt=""
              loading="lazy"
            />
          ) : (
            <span className={classes.logo} aria-hidden>
              <IconPaw size={14} />
            </span>
          )}
          <span className={classes.storeName}>{store.title}</span>
        </p>
        <p className={classes.line}>
          <IconMapPin size={14} aria-hidden />
          <span className={classes.truncated}>{store.location}</span>
        </p>
      </div>
    </article>
  );
}

/** The card's shape while the list loads, so nothing jumps when it arrives. */
export function PetCardSkeleton() {
  return (
    <div className={`${classes.card} ${hover.lift}`} aria-hidden>
      <Skeleton radius="0" className={classes.photoSpace} />
      <div className={classes.body}>
        <Skeleton height={18} width="60%" />
        <Skeleton height={12} width="80%" />
        <Skeleton height={12} width="70%" style={{ marginTop: 8 }} />
      </div>
    </div>
  );
}
