import { IconArrowLeft, IconDownload } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import type { WardCoverage } from "../../../contract/ward-coverage";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { Anchor, Button, Container, Text, Title } from "../../ui/first-view";
import { LoadError } from "../../ui/query-state";
import { usePageMeta } from "../../ui/use-page-meta";
import { useWardCoverage, wardCsvHref } from "./api/get-coverage";
import { BigFigures } from "./big-figures";
import classes from "./coverage.module.css";
import { districtName } from "./coverage-words";
import { TrendTable } from "./trend-table";
import { WardDogs } from "./ward-dogs";

/**
 * /coverage/:district/:ward: the ward's numbers, its months and its dogs, and the CSV a
 * municipality downloads (docs/product.md#ward-coverage). It names dogs, never people.
 */
export function WardPage() {
  const { district = "", ward = "" } = useParams();
  const { t } = useTranslation("coverage");
  const { data, error, isPending, refetch, isFetching } = useWardCoverage(district, ward);
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
  return <Ward coverage={data} />;
}

function Ward({ coverage }: { coverage: WardCoverage }) {
  const { t, language } = useTranslation("coverage");
  const { date, number } = useFormat();
  const district = districtName(coverage.district, language);
  const title = t("ward.title", { ward: number(coverage.ward), district });
  usePageMeta(title, t("index.intro"));
  return (
    <Container size="lg" className={classes.page}>
      <div className={classes.head}>
        <Anchor
          component={Link}
          to={`/coverage/${encodeURIComponent(coverage.district)}`}
          className={classes.back}
        >
          <IconArrowLeft size={16} aria-hidden />
          {t("ward.back", { district })}
        </Anchor>
        <Title>{title}</Title>
        <Text c="dimmed">{t("ward.intro", { day: date(coverage.today) })}</Text>
      </div>
      <BigFigures counts={coverage} />
      <TrendTable months={coverage.trend} />
      <WardDogs dogs={coverage.dog_list} />
      <div className={classes.links}>
        <Button
          component="a"
          href={wardCsvHref(coverage.district, coverage.ward)}
          download
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t("ward.csv")}
        </Button>
      </div>
    </Container>
  );
}
