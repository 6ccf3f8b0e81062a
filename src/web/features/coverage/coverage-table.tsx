import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { Anchor } from "../../ui/first-view";
import classes from "./coverage.module.css";
import type { Counts } from "./coverage-words";
import { ShareBar } from "./share-bar";

export interface CoverageRow extends Counts {
  /** Where its name links: the district's or the ward's page. */
  to: string;
  name: string;
}

/** A row per place with known dogs: its dogs, and the shares sterilised and vaccinated. */
export function CoverageTable({ place, rows }: { place: string; rows: CoverageRow[] }) {
  const { t } = useTranslation("coverage");
  const { number } = useFormat();
  return (
    <div className={classes.tableWrap}>
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">{place}</th>
            <th scope="col" className={classes.number}>
              {t("district.dogs")}
            </th>
            <th scope="col">{t("district.sterilised")}</th>
            <th scope="col">{t("district.vaccinated")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.to}>
              <th scope="row">
                <Anchor component={Link} to={row.to}>
                  {row.name}
                </Anchor>
              </th>
              <td className={classes.number}>{number(row.dogs)}</td>
              <td>
                <ShareBar share={row.sterilised_share} />
              </td>
              <td>
                <ShareBar share={row.vaccinated_share} vaccinated />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
