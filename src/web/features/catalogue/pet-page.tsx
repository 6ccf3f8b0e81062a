import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
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
  return <PetDetails item={item} adopt={adopt} />;
}

function BackLink() {
  const { t } = useTranslation("catalogue");
  // Coming from the listing, go back to the same filters.
  const from = (useLocation().state as { from?: string } | null)?.from ?? "";
  return (
    <Anchor component={Link} to={`/pets${from}`} fw={600} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t("pet.back")}
      </Group>
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
    <Alert key={String(note)} color="yellow" variant="light" icon={<IconInfoCircle />}>
      {note}
    </Alert>
  ));
}

function PetDetails({ item, adopt }: { item: PetDetailItem; adopt?: AdoptSlot }) {
  const { t } = useTranslation("catalogue");
  const { pet, categories, vendor: store, images } = item;
  const name = pet.name || t("pet.missingPetName");
  const placeLine = usePlaceLine(store);
  usePageMeta(name, pet.description.slice(0, 200));
  // In the About panel on wide screens, in a bar at the screen's foot on phones: placed by
  // CSS, so the server's HTML is right for either screen and nothing moves once scripts run.
  const canAdopt = pet.post_status !== "adopted";

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="md">
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
            <Title order={2} mb="sm" id="pet-story">
              {t("pet.story", { name })}
            </Title>
            <Text className={classes.story}>{pet.description}</Text>
            <PetVideos links={item.videos} name={name} />
          </section>
          <Paper withBorder radius="lg" p="lg" className={classes.storeArea}>
            <Text size="sm" c="dimmed" fw={600} mb="sm">
              {t("pet.meetStore")}
            </Text>
            <Group wrap="nowrap" align="flex-start">
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
                <Text fw={700}>{store.title || t("pet.missingStoreName")}</Text>
                <Text size="sm" c="dimmed">
                  {store.location}
                </Text>
                {placeLine && (
                  <Text size="sm" c="dimmed">
                    {placeLine}
                  </Text>
                )}
              </div>
            </Group>
            <Text size="sm" mt="sm">
              {store.description}
            </Text>
          </Paper>
        </div>
        <SimilarPets name={name} pets={item.similar} />
        {canAdopt && (
          <Box hiddenFrom="md" className={classes.adoptBar}>
            <AdoptOrLogin item={item} adopt={adopt} isCompact />
          </Box>
        )}
      </Stack>
    </Container>
  );
}

/** An unknown, malformed or unpublished pet's page (a 404 from the server). */
export function PetNotFound() {
  const { t } = useTranslation("catalogue");
  usePageMeta(t("pet.notFoundTitle"));
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Image src="/images/lost-dog.webp" alt="" w={240} h={180} radius="lg" />
        <Title order={1}>{t("pet.notFoundTitle")}</Title>
        <Text c="dimmed">{t("pet.notFoundBody")}</Text>
        <Button component={Link} to="/pets" radius="xl" size="md">
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
    <Container size="sm" py={64}>
      <LoadError title={t("pet.loadError")} error={error} onRetry={retry} isRetrying={busy} />
    </Container>
  );
}

function PetSkeleton() {
  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }} aria-busy>
      <Skeleton height={16} width={90} mb="md" />
      <Grid gap={{ base: "lg", md: 40 }}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton radius="lg" style={{ aspectRatio: "4 / 3" }} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <Skeleton height={40} width="60%" />
            <Skeleton height={16} width="40%" />
            <Skeleton height={180} radius="md" />
            <Skeleton height={42} radius="xl" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
