import { IconArrowLeft, IconArrowRight, IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { usePetInReadersScript } from "../../lib/readers-script";
import { Link, useLocation, useParams } from "react-router";
import type { PetDetailItem } from "../../../contract/catalogue";
import { imageUrl } from "../../../contract/catalogue-values";
import { LoadError } from "../../ui/query-state";
import { usePageMeta } from "../../ui/use-page-meta";
import { isNotFound, usePet } from "./api/get-pet";
import { AdoptOrLogin, type AdoptSlot } from "./adopt-or-login";
import { PetAbout } from "./pet-about";
import { PetCarousel } from "./pet-carousel";
import { SimilarPets } from "./similar-pets";
import { usePlaceLine } from "../../lib/place-line";
import { PetVideos } from "./pet-videos";
import button from "../../ui/plain/button.module.css";
import layout from "../../ui/plain/layout.module.css";
import text from "../../ui/plain/text.module.css";
import notice from "./notice.module.css";
import skeleton from "./skeleton.module.css";
import classes from "./pet-page.module.css";

/**
 * /pets/{petId}: photos, the About panel with the adopt action (on phones, a bar at the
 * screen's foot), then the pet's story. The adopt action belongs to the adoption feature; the
 * app passes it in as `adopt`.
 */
export function PetPage({ adopt }: { adopt?: AdoptSlot }) {
  const { petId = "" } = useParams();
  const { data: item, error, isPending, refetch, isFetching } = usePet(petId);

  if (isPending) return <PetSkeleton />;
  if (error) {
    return isNotFound(error) ? (
      <PetNotFound />
    ) : (
      <PetLoadError error={error} retry={() => void refetch()} busy={isFetching} />
    );
  }
  return <PetDetails petId={petId} item={item} adopt={adopt} />;
}

function BackLink() {
  const { t } = useTranslation("catalogue");
  // Coming from the listing, go back to the same filters.
  const from = (useLocation().state as { from?: string } | null)?.from ?? "";
  return (
    <Link to={`/pets${from}`} className={`${text.link} ${classes.back}`}>
      <IconArrowLeft size={16} aria-hidden />
      {t("pet.back")}
    </Link>
  );
}

function Notes({ item }: { item: PetDetailItem }) {
  const { t } = useTranslation("catalogue");
  const { pet, vendor: store } = item;
  const notes = [
    pet.post_status === "draft" && t("pet.draftNote"),
    store.status === "pending" && t("pet.storePendingNote"),
    pet.post_status === "adopted" && t("pet.adoptedNote", { name: pet.name }),
    pet.post_status !== "adopted" &&
      pet.adoption_pending &&
      t("pet.pendingNote", { name: pet.name }),
  ].filter(Boolean);
  return notes.map((note) => (
    <div key={String(note)} className={notice.notice} role="alert">
      <div className={notice.icon}>
        <IconInfoCircle />
      </div>
      <div className={notice.body}>
        <p className={notice.message}>{note}</p>
      </div>
    </div>
  ));
}

interface PetDetailsProps {
  /** As in the address: the similar pets' query key is the loader's. */
  petId: string;
  item: PetDetailItem;
  adopt?: AdoptSlot;
}

function PetDetails({ petId, item: given, adopt }: PetDetailsProps) {
  const { t } = useTranslation("catalogue");
  // The Nepali site names the pet as its centre wrote it in Nepali, where it did (docs/product.md#nepali-name).
  const item = usePetInReadersScript(given);
  const { pet, categories, vendor: store, images } = item;
  const name = pet.name || t("pet.missingPetName");
  const placeLine = usePlaceLine(store);
  usePageMeta(name, pet.description.slice(0, 200));
  // In the About panel on wide screens, in a bar at the screen's foot on phones: placed by
  // CSS, so the server's HTML is right for either screen and nothing moves once scripts run.
  const canAdopt = pet.post_status !== "adopted";

  return (
    <div className={`${layout.container} ${classes.page}`}>
      <div className={layout.stack}>
        <BackLink />
        <Notes item={item} />
        <div className={classes.layout}>
          <div className={classes.photos}>
            <PetCarousel images={images} name={name} category={categories.category} />
          </div>
          <div className={classes.aboutArea}>
            <PetAbout
              item={item}
              action={
                canAdopt && (
                  <div className={layout.fromMd}>
                    <AdoptOrLogin item={item} adopt={adopt} />
                  </div>
                )
              }
            />
          </div>
          <section className={classes.storyArea} aria-labelledby="pet-story">
            <h2 className={`${text.title} ${classes.storyTitle}`} id="pet-story">
              {t("pet.story", { name })}
            </h2>
            <p className={classes.story}>{pet.description}</p>
            <PetVideos links={item.videos} name={name} />
          </section>
          <div className={classes.storeArea}>
            <p className={`${text.dimmed} ${classes.line} ${classes.storeLabel}`}>
              {t("pet.meetStore")}
            </p>
            <div className={classes.store}>
              {store.image_key && (
                <img
                  className={classes.logo}
                  src={imageUrl(store.image_key, 200)}
                  width={56}
                  height={56}
                  alt=""
                  loading="lazy"
                />
              )}
              <div>
                <p className={classes.storeName}>
                  {store.status === "active" ? (
                    <Link to={`/stores/${store.id}`} className={classes.storeLink}>
                      {store.title || t("pet.missingStoreName")}
                    </Link>
                  ) : (
                    store.title || t("pet.missingStoreName")
                  )}
                </p>
                <p className={`${text.dimmed} ${classes.line}`}>{store.location}</p>
                {placeLine && <p className={`${text.dimmed} ${classes.line}`}>{placeLine}</p>}
              </div>
            </div>
            <p className={`${classes.line} ${classes.storeAbout}`}>{store.description}</p>
            {store.status === "active" && (
              <Link to={`/stores/${store.id}`} className={`${text.link} ${classes.visitStore}`}>
                {t("pet.visitStore")}
                <IconArrowRight size={16} aria-hidden />
              </Link>
            )}
          </div>
        </div>
        <SimilarPets petId={petId} name={name} />
        {canAdopt && (
          <div className={`${classes.adoptBar} ${layout.belowMd}`}>
            <AdoptOrLogin item={item} adopt={adopt} isCompact />
          </div>
        )}
      </div>
    </div>
  );
}

/** An unknown, malformed or unpublished pet's page (a 404 from the server). */
export function PetNotFound() {
  const { t } = useTranslation("catalogue");
  usePageMeta(t("pet.notFoundTitle"));
  return (
    <div className={`${layout.container} ${classes.notFound}`} data-size="sm">
      <div className={`${layout.stack} ${classes.notFoundStack}`}>
        <img src="/images/lost-dog.webp" alt="" className={classes.notFoundImage} />
        <h1 className={`${text.title} ${classes.notFoundTitle}`}>{t("pet.notFoundTitle")}</h1>
        <p className={text.dimmed}>{t("pet.notFoundBody")}</p>
        <Link to="/pets" className={button.button} data-size="md" data-radius="xl">
          {t("pet.backToPets")}
        </Link>
      </div>
    </div>
  );
}

function PetLoadError({ error, retry, busy }: { error: Error; retry: () => void; busy: boolean }) {
  const { t } = useTranslation("catalogue");
  usePageMeta(t("pet.loadError"));
  return (
    <div className={`${layout.container} ${classes.notFound}`} data-size="sm">
      <LoadError title={t("pet.loadError")} error={error} onRetry={retry} isRetrying={busy} />
    </div>
  );
}

function PetSkeleton() {
  return (
    <div className={`${layout.container} ${classes.page}`} aria-busy>
      <SkeletonBlock height={16} width={90} className={classes.skeletonHead} />
      <div className={classes.skeletonGrid}>
        <SkeletonBlock radius="lg" className={classes.skeletonPhoto} />
        <div className={layout.stack}>
          <SkeletonBlock height={40} width="60%" />
          <SkeletonBlock height={16} width="40%" />
          <SkeletonBlock height={180} />
          <SkeletonBlock height={42} radius="xl" />
        </div>
      </div>
    </div>
  );
}

interface SkeletonBlockProps {
  height?: number;
  width?: number | string;
  radius?: "lg" | "xl";
  className?: string;
}

function SkeletonBlock({ height, width, radius, className = "" }: SkeletonBlockProps) {
  return (
    <div
      className={`${skeleton.skeleton} ${className}`}
      data-radius={radius}
      style={{ height, width }}
    />
  );
}
