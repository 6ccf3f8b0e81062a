import { Anchor, Container, Group, Skeleton, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { STORE_DASHBOARD } from "../../../contract/dashboard";
import { mayDo, type StoreRole } from "../../../contract/store-roles";
import type { Store } from "../../../contract/stores";
import { useTranslation } from "../../i18n";
import { useMyStore } from "../../lib/api/my-store";
import { QueryState } from "../../ui/query-state";
import { RequireAuth } from "../../ui/require-auth";

/**
 * A page of the register: signed in, on a store's team with a role that keeps it (owners,
 * managers, carers and caretakers: contract/store-roles.ts); the server decides.
 */
export function RegisterFrame({
  title,
  back = { to: STORE_DASHBOARD, label: "register.back" },
  children,
}: {
  title?: string;
  back?: { to: string; label: "register.back" | "dog.back" | "camp.back" };
  children: (store: Store, role: StoreRole) => ReactNode;
}) {
  const { t } = useTranslation("communityDogs");
  return (
    <RequireAuth>
      <Container size="md" py={{ base: "lg", sm: 40 }}>
        <Anchor component={Link} to={back.to} size="sm">
          <Group gap={4} component="span" mb="sm">
            <IconArrowLeft size={16} aria-hidden />
            {t(back.label)}
          </Group>
        </Anchor>
        {title && (
          <Title order={1} mb="md">
            {title}
          </Title>
        )}
        <QueryState
          query={useMyStore()}
          errorTitle={t("register.loadError")}
          loading={<Skeleton height={320} radius="lg" />}
          isEmpty={(data) => !data.store || !data.role}
          empty={<Text c="dimmed">{t("register.noStore")}</Text>}
        >
          {(data) =>
            mayDo(data.role!, "register") ? (
              children(data.store!, data.role!)
            ) : (
              <Text c="dimmed">{t("register.notForRole")}</Text>
            )
          }
        </QueryState>
      </Container>
    </RequireAuth>
  );
}
