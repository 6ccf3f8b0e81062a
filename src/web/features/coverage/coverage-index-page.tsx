import { useTranslation } from "../../i18n";
import { Container, Text, Title } from "../../ui/first-view";
import { usePageMeta } from "../../ui/use-page-meta";
import classes from "./coverage.module.css";
import { DistrictForm } from "./district-form";

/** /coverage: choose a district to see its community dogs' coverage (docs/product.md#ward-coverage). */
export function CoverageIndexPage() {
  const { t } = useTranslation("coverage");
  usePageMeta(t("index.title"), t("index.intro"));
  return (
    <Container size="md" className={classes.page}>
      <div className={classes.head}>
        <Title>{t("index.title")}</Title>
        <Text c="dimmed">{t("index.intro")}</Text>
      </div>
      <DistrictForm />
    </Container>
  );
}
