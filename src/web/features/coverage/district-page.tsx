import { IconArrowLeft, IconDownload } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import type { DistrictCoverage } from "../../../contract/ward-coverage";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { Anchor, Button, Container, Text, Title } from "../../ui/first-view";
import { LoadError } from "../../ui/query-state";
import { usePageMeta } from "../../ui/use-page-meta";
import { districtCsvHref, useDistrictCoverage } from "./api/get-coverage";
import { BigFigures } from "./big-figures";
import classes from "./coverage.module.css";
import { CoverageTable } from "./coverage-table";
import { districtName } from "./coverage-words";
import { DistrictForm } from "./district-form";

/**
 * /coverage/:district: the district's known community dogs, the shares sterilised and
 * vaccinated, ward by ward, and its CSV (docs/product.md#ward-coverage).
 */
export function DistrictPage() {
  const { district = "" } = useParams();
  const { t } = useTranslation("coverage");
  const { data, error, isPending, refetch, isFetching } = useDistrictCoverage(district);
  if (isPending) return <Container size="lg" className={classes.page} aria-busy />;
  if (error) {
    return (
      <Container size="lg" className={classes.page}>
        <LoadError
          title={t("district.loadError")}
          error={error}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      </Container>
    );
  }
  return <District coverage={data} />;
}

function District({ coverage }: { coverage: DistrictCoverage }) {
  const { t, language } = useTranslation("coverage");
  const { date } = useFormat();
  const name = districtName(coverage.district, language);
  usePageMeta(t("district.title", { district: name }), t("index.intro"));
  return (
    <Container size="lg" className={classes.page}>
      <div className={classes.head}>
        <Anchor component={Link} to="/coverage" className={classes.back}>
          <IconArrowLeft size={16} aria-hidden />
          {t("district.all")}
        </Anchor>
        <Title>{t("district.title", { district: name })}</Title>
        <Text c="dimmed">{t("district.intro", { day: date(coverage.today) })}</Text>
      </div>
      <BigFigures counts={coverage.totals} />
      {coverage.wards.length === 0 ? (
        <Text>{t("district.empty", { district: name })}</Text>
      ) : (
        <WardTable coverage={coverage} />
      )}
      <div className={classes.links}>
        <Button
          component="a"
          href={districtCsvHref(coverage.district)}
          download
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t("district.csv")}
        </Button>
      </div>
      <section className={classes.section} aria-labelledby="other-district">
        <Title order={2} id="other-district">
          {t("district.otherDistrict")}
        </Title>
        <DistrictForm current={coverage.district} />
      </section>
    </Container>
  );
}

/** A row per ward with known dogs, each linking to its ward's page. */
function WardTable({ coverage }: { coverage: DistrictCoverage }) {
  const { t } = useTranslation("coverage");
  const { number } = useFormat();
  const rows = coverage.wards.map((ward) => ({
    ...ward,
    to: `/coverage/${encodeURIComponent(coverage.district)}/${ward.ward}`,
    name: t("district.wardNumber", { ward: number(ward.ward) }),
  }));
  return (
    <section className={classes.section} aria-labelledby="wards">
      <Title order={2} id="wards">
        {t("district.wards")}
      </Title>
      <CoverageTable place={t("district.ward")} rows={rows} />
    </section>
  );
}
