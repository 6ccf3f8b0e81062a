import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCheck, IconMail, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PetDetailItem } from "../../../contract/catalogue";
import { PET_PROFILE, PROFILE_FIELDS } from "../../../contract/pet-profile";
import { useMyStore } from "../../lib/api/my-store";
import { useSession } from "../../lib/api/session";
import { useProfileWords } from "../../lib/pet-profile";
import { useSpeciesName } from "../../lib/species";
import { FavouriteButton } from "../../ui/favourite-button";
import { OwnPetNote } from "./own-pet-note";
import classes from "./pet-page.module.css";
import { ShareButtons } from "./share-buttons";

/** Profile fields shown as facts (text and choices), and as yes/no flags, in declared order. */
const FACT_FIELDS = PROFILE_FIELDS.filter((field) => PET_PROFILE[field].kind !== "flag");
const FLAG_FIELDS = PROFILE_FIELDS.filter((field) => PET_PROFILE[field].kind === "flag");

/** What the app puts where a signed-in visitor adopts: the adoption feature's action. */
export type AdoptSlot = (item: PetDetailItem) => ReactNode;

/**
 * Signed out, 'Login to Adopt Pet' (back here afterwards); signed in, the adopt action the
 * app passed in, or for the pet's owner, the way to edit it.
 */
function AdoptAction({ item, adopt }: { item: PetDetailItem; adopt?: AdoptSlot }) {
  const { t } = useTranslation("catalogue");
  const { user, isPending } = useSession();
  if (isPending) return <Skeleton height={42} radius="xl" />;
  if (!user) {
    return (
      <Button component={Link} to={`/login?next=/pets/${item.pet.id}`} size="md" radius="xl">
        {t("pet.loginToAdopt")}
      </Button>
    );
  }
  return <AdoptOrEdit item={item} adopt={adopt} />;
}

/** The pet's answer leaves out its store's owner, so ownership is the caller's store id against the pet's. */
function AdoptOrEdit({ item, adopt }: { item: PetDetailItem; adopt?: AdoptSlot }) {
  const { data: mine, isPending } = useMyStore();
  if (isPending) return <Skeleton height={42} radius="xl" />;
  if (mine?.store?.vendor.id === item.vendor.id) return <OwnPetNote />;
  return adopt?.(item);
}

/** The About panel: Name, Sex, Type and Store, then the profile fields that are known. */
export function PetAbout({ item, adopt }: { item: PetDetailItem; adopt?: AdoptSlot }) {
  const { t } = useTranslation("catalogue");
  const speciesName = useSpeciesName();
  const words = useProfileWords();
  const { pet, categories, vendor: store } = item;
  const name = pet.name || t("pet.missingPetName");
  const facts: [string, string | null][] = [
    [t("pet.name"), name],
    [t("pet.sex"), t(`gender.${pet.gender}`)],
    [t("pet.type"), speciesName(categories.category)],
    [t("pet.store"), store.title || t("pet.missingStoreName")],
    ...FACT_FIELDS.map((field): [string, string | null] => {
      const value = pet[field];
      if (!value) return [words.field(field), null];
      return [
        words.field(field),
        PET_PROFILE[field].kind === "choice" ? words.value(field, value) : value,
      ];
    }),
  ];
  const known = FLAG_FIELDS.filter((field) => pet[field] !== "unknown");
  const isAdopted = pet.post_status === "adopted";

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={1} className={classes.name}>
              {name}
            </Title>
            <Text c="dimmed" mt={4}>
              {store.location}
            </Text>
          </div>
          <FavouriteButton petId={pet.id} petName={name} size="xl" />
        </Group>
        {(pet.adoption_pending || isAdopted) && (
          <Badge color={isAdopted ? "teal" : "yellow.8"} size="lg" variant="filled">
            {t(isAdopted ? "card.adopted" : "card.adoptionPending")}
          </Badge>
        )}

        <section aria-labelledby="pet-about">
          <Title order={2} size="h4" id="pet-about" mb="xs">
            {t("pet.about")}
          </Title>
          <dl className={classes.facts}>
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className={classes.fact}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </section>

        {known.length > 0 && (
          <section aria-labelledby="pet-health">
            <Title order={3} size="h5" id="pet-health" mb="xs">
              {t("pet.health")}
            </Title>
            <dl className={classes.flags}>
              {known.map((field) => {
                const isYes = pet[field] === "yes";
                return (
                  <div key={field} className={classes.flag} data-yes={isYes || undefined}>
                    <dt>{words.field(field)}</dt>
                    <dd>
                      {isYes ? (
                        <IconCheck size={16} aria-hidden />
                      ) : (
                        <IconX size={16} aria-hidden />
                      )}
                      {words.flag(isYes ? "yes" : "no")}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        )}

        <Stack gap="sm">
          {!isAdopted && <AdoptAction item={item} adopt={adopt} />}
          <Button
            component={Link}
            to="/contactus"
            variant="light"
            size="md"
            radius="xl"
            leftSection={<IconMail size={18} />}
          >
            {t("pet.contactUs")}
          </Button>
        </Stack>
        <ShareButtons petId={pet.id} name={name} />
      </Stack>
    </Paper>
  );
}
