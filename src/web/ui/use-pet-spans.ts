import { useTranslation } from "../i18n";
import { spanBetween, type Span } from "../../contract/pet-age";
import { useNumberFormat } from "../lib/format-numbers";
import { useToday } from "./render-day";

/**
 * A pet's age ("about 2 years", "8 months") and how long it has waited ("Waiting 3 months"),
 * in the reader's language, counted to the day the server rendered the page until the browser
 * takes over, then to the browser's today (useToday).
 */
export function usePetSpans() {
  const { t } = useTranslation("catalogue");
  const { number } = useNumberFormat();
  const today = useToday();
  const say = (key: "age" | "waiting", span: Span) =>
    t(`${key}.${span.unit}`, { count: span.count, formatted: number(span.count) });
  const since = (day: string | null | undefined) => (day ? spanBetween(day, today) : null);
  return {
    age: (birthDate: string | null) => {
      const span = since(birthDate);
      if (!span) return null;
      return span.unit === "days" && span.count === 0 ? t("age.newborn") : say("age", span);
    },
    /** From the intake date, or the day the pet was added when the store did not give one. */
    waiting: (pet: { intake_date: string | null; created_at: string }) => {
      const span = since(pet.intake_date ?? pet.created_at);
      if (!span) return null;
      return span.unit === "days" && span.count === 0 ? t("waiting.new") : say("waiting", span);
    },
  };
}
