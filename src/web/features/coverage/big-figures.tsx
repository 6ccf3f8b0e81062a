import { useTranslation } from "../../i18n";
import { useNumberFormat } from "../../lib/format-numbers";
import classes from "./coverage.module.css";
import { percentOf, type Counts } from "./coverage-words";

/** The known dogs, and the shares sterilised and vaccinated within a year, as big figures. */
export function BigFigures({ counts }: { counts: Counts }) {
  const { t } = useTranslation("coverage");
  const { number } = useNumberFormat();
  const share = (part: number, value: number | null) => {
    const percent = percentOf(value);
    return (
      <dd>
        <span className={classes.big}>
          {percent === null ? t("figures.none") : t("figures.share", { percent: number(percent) })}
        </span>
        <span>{t("figures.ofDogs", { n: number(part), total: number(counts.dogs) })}</span>
      </dd>
    );
  };
  return (
    <dl className={classes.figures}>
      <div className={classes.figure}>
        <dt>{t("figures.dogs")}</dt>
        <dd>
          <span className={classes.big}>{number(counts.dogs)}</span>
        </dd>
      </div>
      <div className={classes.figure}>
        <dt>{t("figures.sterilised")}</dt>
        {share(counts.sterilised, counts.sterilised_share)}
      </div>
      <div className={classes.figure}>
        <dt>{t("figures.vaccinated")}</dt>
        {share(counts.vaccinated, counts.vaccinated_share)}
      </div>
    </dl>
  );
}
