import { IconBuildingStore, IconCheck, IconClock, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import type { PetDetailItem } from "../../../contract/catalogue";
import { PET_PROFILE, PROFILE_FIELDS } from "../../../contract/pet-profile";
import { useProfileWords } from "../../lib/pet-profile";
import { useCategoryName } from "../../lib/category-name";
import { useNumberFormat } from "../../lib/format-numbers";
import { FavouriteButton } from "../../ui/favourite-button";
import { usePetSpans } from "../../ui/use-pet-spans";
import { Badge, Button, Text, Title } from "../../ui/first-view";
import classes from "./pet-about.module.css";
import { PetHealthBadges } from "./pet-health-badges";
import { ShareButtons } from "./share-buttons";

/**
 * Profile fields shown as facts (text, choices, amounts), and as yes/no flags, in declared
 * order. Days are said as spans instead: the age beside the age group, the wait under the name.
 */
const FACT_FIELDS = PROFILE_FIELDS.filter(
  (field) =>
    !["flag", "date"].includes(PET_PROFILE[field].kind) && !("nepaliOf" in PET_PROFILE[field]),
);
const FLAG_FIELDS = PROFILE_FIELDS.filter((field) => PET_PROFILE[field].kind === "flag");

/**
 * The About panel: Name, Sex, Type and Store, the profile fields that are known, then `action`
 * (the adopt action, on wide screens).
 */
export function PetAbout({ item, action }: { item: PetDetailItem; action?: ReactNode }) {
  const { t } = useTranslation("catalogue");
  const categoryName = useCategoryName();
  const words = useProfileWords();
  const { rupees, number } = useNumberFormat();
  const spans = usePetSpans();
  const { pet, categories, vendor: store } = item;
  const age = spans.age(pet.birth_date);
  const waiting = pet.post_status === "adopted" ? null : spans.waiting(pet);
  const name = pet.name || t("pet.missingPetName");
  const facts: [string, string | null][] = [
    [t("pet.name"), name],
    [t("pet.sex"), t(`gender.${pet.gender}`)],
    [t("pet.type"), categoryName(categories)],
    [t("pet.store"), store.title || t("pet.missingStoreName")],
    ...FACT_FIELDS.map((field): [string, string | null] => {
      const value = pet[field];
      const label = words.field(field);
      if (PET_PROFILE[field].kind === "kg") {
        return [label, value ? t("pet.weight", { formatted: number(Number(value)) }) : null];
      }
      // A fee is always said, "none" included (docs/product.md#adoption-fee).
      if (typeof value === "number") return [label, value ? rupees(value) : t("pet.noFee")];
      if (!value) return [label, age && field === "age_group" ? age : null];
      if (PET_PROFILE[field].kind !== "choice") return [label, value];
      const group = words.value(field, value);
      return [label, age && field === "age_group" ? t("pet.ageWithGroup", { age, group }) : group];
    }),
  ];
  const isAdopted = pet.post_status === "adopted";

  return (
    <div className={classes.panel}>
      <div className={classes.head}>
        <div>
          <Title className={classes.name}>{name}</Title>
          <Text c="dimmed" className={classes.place}>
            {store.location}
          </Text>
          {waiting && (
            <Text c="dimmed" className={classes.waiting}>
              <IconClock size={16} aria-hidden />
              {waiting}
            </Text>
          )}
        </div>
        <FavouriteButton petId={pet.id} petName={name} size="xl" />
      </div>
      {(pet.adoption_pending || isAdopted) && (
        <Badge className={classes.status} size="lg" data-status={isAdopted ? "adopted" : "pending"}>
          {t(isAdopted ? "card.adopted" : "card.adoptionPending")}
        </Badge>
      )}

      <section aria-labelledby="pet-about">
        <Title order={2} className={classes.sectionTitle} id="pet-about">
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

      <PetHealthBadges health={item.health} />
      <PetHealth pet={pet} health={item.health} />

      <div className={classes.actions}>
        {action}
        {/* The store cares for the pet and answers for it: its page has its phone and hours
            (docs/product.md#a-stores-page). */}
        {store.status === "active" && (
          <Button
            component={Link}
            to={`/stores/${store.id}#contact`}
            leftSection={<IconBuildingStore size={18} />}
            variant="light"
            size="md"
            radius="xl"
          >
            {t("pet.contactStore")}
          </Button>
        )}
      </div>
      <ShareButtons petId={pet.id} name={name} />
    </div>
  );
}

/**
 * The health flags the store has answered, yes or no; none, no section. A flag its badge
 * already says (PetHealthBadges) is not said twice.
 */
function PetHealth({
  pet,
  health,
}: {
  pet: PetDetailItem["pet"];
  health: PetDetailItem["health"];
}) {
  const { t } = useTranslation("catalogue");
  const words = useProfileWords();
  const badged = (field: string) =>
    (field === "vaccinated" || field === "sterilised") && health[field] !== null;
  const known = FLAG_FIELDS.filter((field) => pet[field] !== "unknown" && !badged(field));
  if (known.length === 0) return null;
  return (
    <section aria-labelledby="pet-health">
      <Title order={3} className={classes.sectionTitle} id="pet-health">
        {t("pet.health")}
      </Title>
      <dl className={classes.flags}>
        {known.map((field) => {
          const isYes = pet[field] === "yes";
          return (
            <div key={field} className={classes.flag} data-yes={isYes || undefined}>
              <dt>{words.field(field)}</dt>
              <dd>
                {isYes ? <IconCheck size={16} aria-hidden /> : <IconX size={16} aria-hidden />}
                {words.flag(isYes ? "yes" : "no")}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
