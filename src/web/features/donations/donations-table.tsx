import { Badge, Button, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "../../i18n";
import type { AdminDonation, DonationStatus } from "../../../contract/donations";
import { useFormat } from "../../lib/format";
import { toast } from "../../ui/toast";
import { useCheckDonation } from "./api/check-donation";

const STATUS_COLORS: Record<DonationStatus, string> = {
  completed: "teal",
  pending: "orange",
  cancelled: "gray",
};

function StatusBadge({ status }: { status: DonationStatus }) {
  const { t } = useTranslation("donations");
  return (
    <Badge
      // The dot carries the colour and the text stays dark: coloured text on a tint fails contrast.
      color={STATUS_COLORS[status]}
      variant="dot"
      radius="sm"
      style={{ flexShrink: 0, minWidth: "max-content" }}
    >
      {t(`admin.status.${status}`)}
    </Badge>
  );
}

function Donor({ donation }: { donation: AdminDonation }) {
  const { t } = useTranslation("donations");
  return (
    <Stack gap={0}>
      <Group gap={6}>
        <Text size="sm" fw={600}>
          {donation.name ?? t("admin.list.noName")}
        </Text>
        {donation.anonymous && (
          <Badge size="xs" variant="outline" color="gray" c="gray.8">
            {t("admin.list.anonymous")}
          </Badge>
        )}
      </Group>
      {donation.email && (
        <Text size="xs" c="gray.7">
          {donation.email}
        </Text>
      )}
      {donation.message && (
        <Text size="xs" c="gray.7" lineClamp={2} fs="italic">
          “{donation.message}”
        </Text>
      )}
    </Stack>
  );
}

/** Pending donations can be checked with the gateway, for donors who never came back. */
function CheckButton({ donation }: { donation: AdminDonation }) {
  const { t } = useTranslation("donations");
  const check = useCheckDonation();
  const method = t(`form.methods.${donation.method}.name`);
  if (donation.status !== "pending") return null;
  return (
    <Button
      size="xs"
      variant="default"
      loading={check.isPending}
      onClick={() =>
        check.mutate(donation.id, {
          onSuccess: (outcome) =>
            toast.success(
              t("admin.list.checkedTitle", { method }),
              t(`admin.status.${outcome.status}`),
            ),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      {t("admin.list.check", { method })}
    </Button>
  );
}

/** Wide screens: one row per donation. */
export function DonationsTable({ donations }: { donations: AdminDonation[] }) {
  const { t } = useTranslation("donations");
  const { number, dateTime } = useFormat();
  return (
    <Paper withBorder radius="lg" visibleFrom="md">
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("admin.list.date")}</Table.Th>
            <Table.Th scope="col">{t("admin.list.donor")}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t("admin.list.amount")}
            </Table.Th>
            <Table.Th scope="col">{t("admin.list.method")}</Table.Th>
            <Table.Th scope="col">{t("admin.list.status")}</Table.Th>
            <Table.Th scope="col">{t("admin.list.receipt")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {donations.map((donation) => (
            <Table.Tr key={donation.id} data-donation={donation.id}>
              <Table.Td>
                <Text size="sm">{dateTime(donation.completed_at ?? donation.created_at)}</Text>
              </Table.Td>
              <Table.Td maw={280}>
                <Donor donation={donation} />
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {t("amount", { amount: number(donation.amount) })}
              </Table.Td>
              <Table.Td>{t(`form.methods.${donation.method}.name`)}</Table.Td>
              <Table.Td>
                <StatusBadge status={donation.status} />
              </Table.Td>
              <Table.Td>
                {donation.receipt_number ? (
                  <Stack gap={0}>
                    <Text size="sm" ff="monospace">
                      {donation.receipt_number}
                    </Text>
                    <Text size="xs" c="gray.7" ff="monospace">
                      {donation.reference}
                    </Text>
                  </Stack>
                ) : (
                  <CheckButton donation={donation} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** Phones: one card per donation. */
export function DonationCards({ donations }: { donations: AdminDonation[] }) {
  const { t } = useTranslation("donations");
  const { number, dateTime } = useFormat();
  return (
    <Stack gap="sm" hiddenFrom="md">
      {donations.map((donation) => (
        <Paper key={donation.id} withBorder radius="lg" p="md" data-donation={donation.id}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Donor donation={donation} />
            <Text fw={750} style={{ whiteSpace: "nowrap" }}>
              {t("amount", { amount: number(donation.amount) })}
            </Text>
          </Group>
          <Group gap="xs" mt="sm">
            <StatusBadge status={donation.status} />
            <Text size="xs" c="gray.7">
              {t(`form.methods.${donation.method}.name`)} ·{" "}
              {dateTime(donation.completed_at ?? donation.created_at)}
            </Text>
            {donation.receipt_number && (
              <Text size="xs" ff="monospace">
                {donation.receipt_number}
              </Text>
            )}
          </Group>
          {donation.status === "pending" && (
            <Group mt="sm">
              <CheckButton donation={donation} />
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
