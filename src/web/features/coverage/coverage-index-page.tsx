import type { CoverageIndex } from "../../../contract/ward-coverage";
import { useTranslation } from "../../i18n";
import { Container, Text, Title } from "../../ui/first-view";
import { LoadError } from "../../ui/query-state";
import { usePageMeta } from "../../ui/use-page-meta";
import { useCoverageIndex } from "./api/get-coverage";
import classes from "./coverage.module.css";
import { CoverageTable } from "./coverage-table";
import { districtName } from "./coverage-words";
import { DistrictForm } from "./district-form";

/**
 * /coverage: the districts whose community dogs are known, and a district to choose
 * (docs/product.md#ward-coverage).
 */
export function CoverageIndexPage() {
  const { t } = useTranslation("coverage");
  const { data, error, refetch, isFetching } = useCoverageIndex();
  usePageMeta(t("index.title"), t("index.intro"));
  return (
    <Container size="md" className={classes.page}>
      <div className={classes.head}>
        <Title>{t("index.title")}</Title>
        <Text c="dimmed">{t("index.intro")}</Text>
      </div>
      <DistrictForm />
      {error ? (
        <LoadError
          title={t("index.loadError")}
          error={error}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      ) : (
        data && <DistrictTable coverage={data} />
      )}
    </Container>
  );
}

/** A row per district with known dogs, each linking to its page. */
function DistrictTable({ coverage }: { coverage: CoverageIndex }) {
  const { t, language } = useTranslation("coverage");
  const rows = coverage.districts.map((district) => ({
    ...district,
    to: `/coverage/${encodeURIComponent(district.district)}`,
    name: districtName(district.district, language),
  }));
  return (
    <section className={classes.section} aria-labelledby="districts">
      <Title order={2} id="districts">
        {t("index.districts")}
      </Title>
      {rows.length === 0 ? (
        <Text>{t("index.empty")}</Text>
      ) : (
        <CoverageTable place={t("index.district")} rows={rows} />
      )}
    </section>
  );
}
