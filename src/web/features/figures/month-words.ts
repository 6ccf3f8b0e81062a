import { BS_MONTHS, toBikramSambat } from "../../../contract/bikram-sambat";
import { NEPALI_MONTHS, toDevanagariDigits } from "../../../contract/nepali-script";
import { formatDate } from "../../lib/format";

/**
 * A counted month (AD, `YYYY-MM`) in the reader's calendar (docs/product.md#figures): English
 * names the AD month, "Apr 2026"; Nepali the Bikram Sambat months it spans, "चैत–बैशाख २०८२",
 * and, `withAd`, the AD month beside them, "चैत–बैशाख २०८२ (अप्रिल २०२६)".
 */
export function monthName(language: string, month: string, { withAd = false } = {}) {
  if (language !== "ne")
    return formatDate(language, `${month}-01`, { month: "short", year: "numeric" });
  const year = Number(month.slice(0, 4));
  const monthIndex = Number(month.slice(5, 7)) - 1;
  const first = toBikramSambat(year, monthIndex, 1);
  const last = toBikramSambat(
    year,
    monthIndex,
    new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate(),
  );
  const [from, to] = [BS_MONTHS.ne[first.monthIndex]!, BS_MONTHS.ne[last.monthIndex]!];
  const bs =
    first.monthIndex === last.monthIndex
      ? `${from} ${first.year}`
      : first.year === last.year
        ? `${from}–${to} ${first.year}`
        : `${from} ${first.year}–${to} ${last.year}`;
  const ad = `${NEPALI_MONTHS[monthIndex]} ${year}`;
  return toDevanagariDigits(withAd ? `${bs} (${ad})` : bs);
}
