import { Anchor, Group, Table, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import type { AdminStore } from "../../../contract/admin";
import { useFormat } from "../../lib/format";
import { StoreActions } from "./store-actions";
import { StoreLogo } from "./store-logo";
import { StoreStatusBadge } from "./store-status-badge";

/** Wide screens: one row per store. */
export function StoreTable({ stores }: { stores: AdminStore[] }) {
  const { t } = useTranslation("admin");
  const { date, number } = useFormat();
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("table.store")}</Table.Th>
            <Table.Th>{t("table.location")}</Table.Th>
            <Table.Th>{t("table.owner")}</Table.Th>
            <Table.Th>{t("table.created")}</Table.Th>
            <Table.Th ta="right">{t("table.pets")}</Table.Th>
            <Table.Th ta="right">{t("table.openRequests")}</Table.Th>
            <Table.Th>{t("table.status")}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t("table.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stores.map((store) => (
            <Table.Tr key={store.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <StoreLogo store={store} />
                  <Anchor component={Link} to={`/admin/stores/${store.id}`} fw={600} lineClamp={2}>
                    {store.title}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>{store.location}</Table.Td>
              <Table.Td>
                <Anchor href={`mailto:${store.owner_email}`} size="sm">
                  {store.owner_email}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{date(store.created_at)}</Table.Td>
              <Table.Td ta="right">{number(store.pet_count)}</Table.Td>
              <Table.Td ta="right">{number(store.pending_applications)}</Table.Td>
              <Table.Td>
                <StoreStatusBadge status={store.status} />
              </Table.Td>
              <Table.Td>
                <StoreActions store={store} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
