import { useTranslation } from "../i18n";
import { dayOf, spanBetween, type Span } from "../../contract/pet-age";
import { useNumberFormat } from "../lib/format-numbers";
import { useHydrated } from "./use-hydrated";

/**
 * A pet's age ("about 2 years", "8 months") and how long it has waited ("Waiting 3 months"),
 * in the reader's language. They depend on today, which a page kept by the server since an
 * earlier day would not match: both are drawn once the browser has taken over (null before),
 * so its first render is the server's (decision 034).
 */
export function usePetSpans() {
  const { t } = useTranslation("catalogue");
  const { number } = useNumberFormat();
  const isHydrated = useHydrated();
  const say = (key: "age" | "waiting", span: Span) =>
    t(`${key}.${span.unit}`, { count: span.count, formatted: number(span.count) });
  const since = (day: string | null | undefined) =>
    isHydrated && day ? spanBetween(day, dayOf(new Date())) : null;
  return {
    age: (birthDate: string | null) => {
      const span = since(birthDate);
      if (!span) return null;
      return span.unit === "days" && span.count === 0 ? t("age.newborn") : say("age", span);
    },
    /** From the intake date, or the day the pet was added when the centre did not give one. */
    waiting: (pet: { intake_date: string | null; created_at: string }) => {
      const span = since(pet.intake_date ?? pet.created_at);
      if (!span) return null;
      return span.unit === "days" && span.count === 0 ? t("waiting.new") : say("waiting", span);
    },
  };
}
