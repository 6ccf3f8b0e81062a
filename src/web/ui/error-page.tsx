import { Button, Container, Group, Image, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../i18n";
import { Link } from "react-router";
import { usePageMeta } from "./use-page-meta";

/** The catch-all page: unknown paths and pages that failed to render. */
export function ErrorPage() {
  const { t } = useTranslation();
  usePageMeta(t("errorPage.title"), t("errorPage.body"));
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="lg">
        <Image src="/images/lost-dog.webp" alt="" w={280} h={210} radius="lg" />
        <Title order={1}>{t("errorPage.title")}</Title>
        <Text c="gray.7" size="lg">
          {t("errorPage.body")}
        </Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to="/" size="md" radius="xl">
            {t("errorPage.goHome")}
          </Button>
          <Button component={Link} to="/pets" size="md" radius="xl" variant="default">
            {t("errorPage.browsePets")}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
