import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { Anchor, Container, Text, Title } from "../../ui/first-view";
import { usePageMeta } from "../../ui/use-page-meta";
import classes from "./coverage.module.css";
import { DistrictForm } from "./district-form";

/** An unknown district or a ward out of range, with the way to another district. */
export function NoSuchPlace() {
  const { t } = useTranslation("coverage");
  usePageMeta(t("index.title"));
  return (
    <Container size="md" className={classes.page}>
      <div className={classes.head}>
        <Title>{t("index.title")}</Title>
        <Text>{t("district.notFound")}</Text>
        <Anchor component={Link} to="/coverage">
          {t("district.all")}
        </Anchor>
      </div>
      <DistrictForm />
    </Container>
  );
}
