import { Button, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconHeartHandshake } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";

/** What the Adopt Now dialog turns into once the request is in: what happens next, and where to go. */
export function AdoptionSent() {
  const { t } = useTranslation("adoption");
  return (
    <Stack align="center" ta="center" gap="md" py="lg">
      <ThemeIcon size={64} radius="xl" color="teal" variant="light">
        <IconHeartHandshake size={36} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t("adopt.submittedTitle")}
      </Title>
      <Text c="dimmed">{t("adopt.submittedBody")}</Text>
      <Group justify="center" mt="sm">
        <Button variant="default" component={Link} to="/dashboard" radius="xl">
          {t("adopt.seeRequests")}
        </Button>
        <Button radius="xl" component={Link} to="/">
          {t("adopt.goHome")}
        </Button>
      </Group>
    </Stack>
  );
}
