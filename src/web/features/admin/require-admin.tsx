import { Button, Container, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { useSession } from "../../lib/api/session";
import { RequireAuth } from "../../ui/require-auth";
import { usePageMeta } from "../../ui/use-page-meta";

/**
 * The admin pages: signed-out visitors go to /login, other users see 'Not authorized'.
 * This only spares them a page of errors; the API refuses them either way.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <AdminOnly>{children}</AdminOnly>
    </RequireAuth>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user?.isAdmin ? children : <NotAuthorized />;
}

function NotAuthorized() {
  const { t } = useTranslation("admin");
  usePageMeta(t("notAuthorized.title"));
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="lg">
        <ThemeIcon size={88} radius="xl" variant="light">
          <IconLock size={44} stroke={1.5} />
        </ThemeIcon>
        <Title order={1}>{t("notAuthorized.title")}</Title>
        <Text c="dimmed" size="lg">
          {t("notAuthorized.body")}
        </Text>
        <Button component={Link} to="/" size="md" radius="xl">
          {t("notAuthorized.goHome")}
        </Button>
      </Stack>
    </Container>
  );
}
