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
import { findDistrict, placeName } from "../../../contract/places";
import { PetVideos } from "./pet-videos";
import { Anchor, Box, Button, Container, Stack, Text, Title } from "../../ui/first-view";
import notice from "./notice.module.css";
import classes from "./pet-page.module.css";
import longText from "../../ui/long-text.module.css";
import { LostDog } from "../../ui/lost-dog";
import { Skeleton } from "../../ui/skeleton";

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
    <Anchor component={Link} to={`/pets${from}`} className={classes.back}>
      <IconArrowLeft size={16} aria-hidden />
      {t("pet.back")}
    </Anchor>
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
  // The Nepali site names the pet as its store wrote it in Nepali, where it did (docs/product.md#nepali-name).
  const item = usePetInReadersScript(given);
  const { pet, categories, images } = item;
  const name = pet.name || t("pet.missingPetName");
  usePageMeta(name, pet.description.slice(0, 200));
  // In the About panel on wide screens, in a bar at the screen's foot on phones: placed by
  // CSS, so the server's HTML is right for either screen and nothing moves once scripts run.
  const canAdopt = pet.post_status !== "adopted";

  return (
    <Container size="xl" className={classes.page}>
      <Stack>
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
                  <Box visibleFrom="md">
                    <AdoptOrLogin item={item} adopt={adopt} />
                  </Box>
                )
              }
            />
          </div>
          <section className={classes.storyArea} aria-labelledby="pet-story">
            <Title order={2} className={classes.storyTitle} id="pet-story">
              {t("pet.story", { name })}
            </Title>
            <p className={`${longText.longText} ${classes.story}`}>{pet.description}</p>
            <PetVideos links={item.videos} name={name} />
          </section>
          <MeetTheStore item={item} />
        </div>
        <SimilarPets petId={petId} name={name} />
        {canAdopt && (
          <Box className={classes.adoptBar} hiddenFrom="md">
            <AdoptOrLogin item={item} adopt={adopt} isCompact />
          </Box>
        )}
      </Stack>
    </Container>
  );
}

/** The pet's store: who cares for it, where, and a way to its page. */
function MeetTheStore({ item }: { item: PetDetailItem }) {
  const { t, language } = useTranslation("catalogue");
  const store = item.vendor;
  const placeLine = usePlaceLine(store);
  // Where it stays now, when in a foster home: the district only (docs/product.md#fosters).
  const fosterDistrict = findDistrict(item.health.foster_district);
  return (
    <div className={classes.storeArea}>
      <Text c="dimmed" className={`${classes.line} ${classes.storeLabel}`}>
        {t("pet.meetStore")}
      </Text>
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
          <Text c="dimmed" className={classes.line}>
            {store.location}
          </Text>
          {placeLine && (
            <Text c="dimmed" className={classes.line}>
              {placeLine}
            </Text>
          )}
          {fosterDistrict && (
            <Text className={classes.line}>
              {t("health.fosterHome", { district: placeName(fosterDistrict, language) })}
            </Text>
          )}
        </div>
      </div>
      <p className={`${classes.line} ${classes.storeAbout}`}>{store.description}</p>
      {store.status === "active" && (
        <Anchor component={Link} to={`/stores/${store.id}`} className={classes.visitStore}>
          {t("pet.visitStore")}
          <IconArrowRight size={16} aria-hidden />
        </Anchor>
      )}
    </div>
  );
}

/** An unknown, malformed or unpublished pet's page (a 404 from the server). */
export function PetNotFound() {
  const { t } = useTranslation("catalogue");
  usePageMeta(t("pet.notFoundTitle"));
  return (
    <Container className={classes.notFound} size="sm">
      <Stack className={classes.notFoundStack}>
        <LostDog />
        <Title className={classes.notFoundTitle}>{t("pet.notFoundTitle")}</Title>
        <Text c="dimmed">{t("pet.notFoundBody")}</Text>
        <Button component={Link} to="/pets" size="md" radius="xl">
          {t("pet.backToPets")}
        </Button>
      </Stack>
    </Container>
  );
}

function PetLoadError({ error, retry, busy }: { error: Error; retry: () => void; busy: boolean }) {
  const { t } = useTranslation("catalogue");
  usePageMeta(t("pet.loadError"));
  return (
    <Container className={classes.notFound} size="sm">
      <LoadError title={t("pet.loadError")} error={error} onRetry={retry} isRetrying={busy} />
    </Container>
  );
}

function PetSkeleton() {
  return (
    <Container size="xl" className={classes.page} aria-busy>
      <Skeleton height={16} width={90} className={classes.skeletonHead} />
      <div className={classes.skeletonGrid}>
        <Skeleton radius="lg" className={classes.skeletonPhoto} />
        <Stack>
          <Skeleton height={40} width="60%" />
          <Skeleton height={16} width="40%" />
          <Skeleton height={180} />
          <Skeleton height={42} radius="xl" />
        </Stack>
      </div>
    </Container>
  );
}
