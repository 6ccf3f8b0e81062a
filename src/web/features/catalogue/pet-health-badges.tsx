import type { HealthSummary } from "../../../contract/animal-records";
import { useTranslation } from "../../i18n";
import { BS_MONTHS } from "../../../contract/bs-months";
import { toDevanagariDigits } from "../../../contract/nepali-script";
import { Badge } from "../../ui/first-view";
import { useToday } from "../../ui/render-day";
import classes from "./pet-about.module.css";

/**
 * The day a rabies vaccination holds until, in the reader's calendar. The answer carries it in
 * both, so this first-view page needs neither the conversion table nor the app's date helpers.
 */
function validUntil(language: string, rabies: NonNullable<HealthSummary["rabies"]>) {
  if (language === "ne") {
    const { year, monthIndex, day } = rabies.valid_until_bs;
    return `${toDevanagariDigits(String(year))} ${BS_MONTHS.ne[monthIndex]} ${toDevanagariDigits(String(day))}`;
  }
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${rabies.valid_until}T00:00:00Z`),
  );
}

/**
 * What the pet's records say of its health, as badges (docs/decisions/049-animal-records.md):
 * rabies while still valid by the reader's today, "the store says so" for a hand-set yes
 * without a record. Nothing at all when nothing is known.
 */
export function PetHealthBadges({ health }: { health: HealthSummary }) {
  const { t, language } = useTranslation("catalogue");
  const today = useToday();
  const rabies = health.rabies && health.rabies.valid_until >= today ? health.rabies : null;
  const said = (flag: "record" | "said" | null, word: string) =>
    flag && (flag === "said" ? t("health.said", { what: word }) : word);
  const badges = [
    rabies
      ? t("health.rabies", { day: validUntil(language, rabies) })
      : said(health.vaccinated, t("health.vaccinated")),
    said(health.sterilised, t("health.sterilised")),
    health.dewormed_on && t("health.dewormed"),
    health.microchipped && t("health.microchipped"),
  ].filter((badge): badge is string => !!badge);
  if (badges.length === 0) return null;
  return (
    <ul className={classes.healthBadges} aria-label={t("pet.health")}>
      {badges.map((badge) => (
        <li key={badge}>
          <Badge variant="light" size="lg" className={classes.healthBadge}>
            {badge}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
