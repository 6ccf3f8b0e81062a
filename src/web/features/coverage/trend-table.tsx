import type { CoverageMonth } from "../../../contract/ward-coverage";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { Title } from "../../ui/first-view";
import classes from "./coverage.module.css";
import { ShareBar } from "./share-bar";

/**
 * The ward's months, newest first, as a table with light bars (no chart library: it reads with
 * JavaScript off). A month is named in full in English (en-GB shortens September to "Sept"); in
 * Nepali by the Bikram Sambat day it was counted on, since an AD month spans two Nepali ones.
 */
export function TrendTable({ months }: { months: CoverageMonth[] }) {
  const { t, language } = useTranslation("coverage");
  const { date, dateWith, number } = useFormat();
  const monthName = (month: CoverageMonth) =>
    language === "ne"
      ? date(month.counted_on)
      : dateWith(`${month.month}-01`, { month: "long", year: "numeric" });
  const newestFirst = [...months].sort((a, b) => (a.month < b.month ? 1 : -1));
  return (
    <section className={classes.section} aria-labelledby="trend">
      <Title order={2} id="trend">
        {t("ward.trend")}
      </Title>
      <div className={classes.tableWrap}>
        <table className={classes.table}>
          <caption>{t("ward.trendCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("ward.month")}</th>
              <th scope="col" className={classes.number}>
                {t("district.dogs")}
              </th>
              <th scope="col">{t("district.sterilised")}</th>
              <th scope="col">{t("district.vaccinated")}</th>
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((month) => (
              <tr key={month.month}>
                <th scope="row">{monthName(month)}</th>
                <td className={classes.number}>{number(month.dogs)}</td>
                <td>
                  <ShareBar share={month.sterilised_share} />
                </td>
                <td>
                  <ShareBar share={month.vaccinated_share} vaccinated />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
