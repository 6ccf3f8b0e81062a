import { Anchor, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AdminVendor } from "../../../contract/admin";
import { useFormat } from "../../lib/format";
import { VendorActions } from "./vendor-actions";
import { VendorLogo } from "./vendor-logo";
import { VendorStatusBadge } from "./vendor-status-badge";

/** Wide screens: one row per store. */
export function VendorTable({ vendors }: { vendors: AdminVendor[] }) {
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
          {vendors.map((vendor) => (
            <Table.Tr key={vendor.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <VendorLogo vendor={vendor} />
                  <Text fw={600} lineClamp={2}>
                    {vendor.title}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>{vendor.location}</Table.Td>
              <Table.Td>
                <Anchor href={`mailto:${vendor.owner_email}`} size="sm">
                  {vendor.owner_email}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{date(vendor.created_at)}</Table.Td>
              <Table.Td ta="right">{number(vendor.pet_count)}</Table.Td>
              <Table.Td ta="right">{number(vendor.pending_applications)}</Table.Td>
              <Table.Td>
                <VendorStatusBadge status={vendor.status} />
              </Table.Td>
              <Table.Td>
                <VendorActions vendor={vendor} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
