import {
  Alert,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Table,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconClockHour4, IconHeartHandshake, IconWallet, type Icon } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import type { DonationSummary, DonationTotal } from "../../../contract/donations";
import { useFormat } from "../../lib/format";
import { useDonationSummary } from "./api/get-donation-summary";
import { METHOD_COLORS } from "./method-field";

function StatCard({
  title,
  value,
  note,
  Icon,
  color,
}: {
  title: string;
  value: string;
  note: string;
  Icon: Icon;
  color?: string;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: "sm", sm: "lg" }} role="group" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={600} c="gray.7">
          {title}
        </Text>
        <ThemeIcon variant="light" radius="md" size="lg" color={color}>
          <Icon size={20} />
        </ThemeIcon>
      </Group>
      <Text fz={{ base: 24, sm: 30 }} fw={750} lh={1.15} mt={4}>
        {value}
      </Text>
      <Text size="sm" c="gray.7" mt={2}>
        {note}
      </Text>
    </Paper>
  );
}

/** Completed donations in total, per wallet and per month (Nepal time), from the server's own records. */
export function DonationTotals() {
  const { t } = useTranslation("donations");
  const { data, isPending, isError } = useDonationSummary();
  if (isError)
    return (
      <Alert color="red" mb="xl">
        {t("admin.loadFailed")}
      </Alert>
    );
  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 2, md: 4 }} mb="xl">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h={130} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <>
      <TotalCards summary={data} />
      <MonthlyTotals months={data.months} />
    </>
  );
}

/** A total's amount and how many gifts made it, in the reader's language. */
function useTotalWords() {
  const { t } = useTranslation("donations");
  const { number } = useFormat();
  return {
    rupees: (total: DonationTotal) => t("amount", { amount: number(total.amount) }),
    gifts: (total: DonationTotal) =>
      t("admin.cards.gifts", { count: total.count, n: number(total.count) }),
  };
}

/** Raised in all, per wallet, and how many are still pending. */
function TotalCards({ summary }: { summary: DonationSummary }) {
  const { t } = useTranslation("donations");
  const { number } = useFormat();
  const { rupees, gifts } = useTotalWords();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: "sm", sm: "lg" }} mb="xl">
      <StatCard
        title={t("admin.cards.raised")}
        value={rupees(summary.total)}
        note={gifts(summary.total)}
        Icon={IconHeartHandshake}
      />
      {(["esewa", "khalti"] as const).map((method) => (
        <StatCard
          key={method}
          title={t(`form.methods.${method}.name`)}
          value={rupees(summary.by_method[method])}
          note={gifts(summary.by_method[method])}
          Icon={IconWallet}
          color={METHOD_COLORS[method]}
        />
      ))}
      <StatCard
        title={t("admin.cards.pending")}
        value={number(summary.pending)}
        note={t("admin.cards.pendingNote")}
        Icon={IconClockHour4}
        color="yellow"
      />
    </SimpleGrid>
  );
}

/** Each month's totals per wallet and in all, newest first as the server sends them. */
function MonthlyTotals({ months }: { months: DonationSummary["months"] }) {
  const { t } = useTranslation("donations");
  const { dateWith } = useFormat();
  const { rupees, gifts } = useTotalWords();
  const cell = (total: DonationTotal) => (
    <>
      <Text span display="block" size="sm" fw={700}>
        {rupees(total)}
      </Text>
      <Text span display="block" size="xs" c="gray.7">
        {gifts(total)}
      </Text>
    </>
  );
  const monthName = (month: string) =>
    dateWith(`${month}-15T12:00:00Z`, { month: "long", year: "numeric", calendar: "gregory" });

  return (
    <>
      <Title order={2} fz="h3" id="monthly-heading">
        {t("admin.monthly.title")}
      </Title>
      <Text size="sm" c="gray.7" mb="sm" id="monthly-caption">
        {t("admin.monthly.caption")}
      </Text>
      {months.length === 0 ? (
        <Text c="gray.7" mb="xl">
          {t("admin.monthly.empty")}
        </Text>
      ) : (
        <Paper withBorder radius="lg" mb={40}>
          <Table.ScrollContainer minWidth={360}>
            <Table
              striped
              verticalSpacing="sm"
              horizontalSpacing="md"
              aria-labelledby="monthly-heading"
              aria-describedby="monthly-caption"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("admin.monthly.month")}</Table.Th>
                  <Table.Th scope="col">{t("form.methods.esewa.name")}</Table.Th>
                  <Table.Th scope="col">{t("form.methods.khalti.name")}</Table.Th>
                  <Table.Th scope="col">{t("admin.monthly.total")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map((row) => (
                  <Table.Tr key={row.month} data-month={row.month}>
                    <Table.Th scope="row" fw={600}>
                      {monthName(row.month)}
                    </Table.Th>
                    <Table.Td>{cell(row.esewa)}</Table.Td>
                    <Table.Td>{cell(row.khalti)}</Table.Td>
                    <Table.Td>{cell(row.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </>
  );
}
