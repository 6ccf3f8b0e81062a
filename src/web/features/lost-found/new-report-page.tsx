import { Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n";
import { RequireAuth } from "../../ui/require-auth";
import { usePageMeta } from "../../ui/use-page-meta";
import { ReportForm } from "./report-form";

/** /lost-found/new: report an animal lost or found; photos follow on the report's page. */
export function NewReportPage() {
  const { t } = useTranslation("lostFound");
  usePageMeta(t("form.title"));
  return (
    <RequireAuth>
      <Container size="sm" py={{ base: "lg", sm: 40 }}>
        <Stack gap="xs" mb="lg">
          <Title order={1}>{t("form.title")}</Title>
          <Text c="gray.7">{t("form.lead")}</Text>
        </Stack>
        <ReportForm />
      </Container>
    </RequireAuth>
  );
}
