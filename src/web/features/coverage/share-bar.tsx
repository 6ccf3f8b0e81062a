import { useTranslation } from "../../i18n";
import { useNumberFormat } from "../../lib/format-numbers";
import classes from "./coverage.module.css";
import { percentOf } from "./coverage-words";

/** A share as a light bar and its percent: the table's number says it, the bar only shows it. */
export function ShareBar({
  share,
  vaccinated = false,
}: {
  share: number | null;
  vaccinated?: boolean;
}) {
  const { t } = useTranslation("coverage");
  const { number } = useNumberFormat();
  const percent = percentOf(share);
  return (
    <span className={classes.share}>
      <span className={classes.bar} aria-hidden>
        <span
          className={vaccinated ? `${classes.fill} ${classes.fillVaccinated}` : classes.fill}
          style={{ width: `${percent ?? 0}%` }}
        />
      </span>
      <span className={classes.shareText}>
        {percent === null ? t("figures.none") : t("figures.share", { percent: number(percent) })}
      </span>
    </span>
  );
}
