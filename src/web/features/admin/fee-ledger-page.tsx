import { Grid, Paper, SimpleGrid, Skeleton, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "../../i18n";
import type { FeeLedger } from "../../../contract/fees";
import { useFormat } from "../../lib/format";
import { QueryState } from "../../ui/query-state";
import { AdminShell } from "./admin-shell";
import { useFeeLedger } from "./api/get-fee-ledger";
import { FeeRefunds } from "./fee-refunds";
import { LedgerTable, NO_WRAP } from "./ledger-table";
import { PayoutForm } from "./payout-form";
import { RequireAdmin } from "./require-admin";

/**
 * /admin/fees: the adoption fees the site collected for each store, what was passed on, what
 * is still owed, the fees paid twice and the payouts (docs/product.md#adoption-fee).
 */
export function FeeLedgerPage() {
  const { t } = useTranslation("admin");
  return (
    <RequireAdmin>
      <AdminShell title={t("fees.title")} intro={t("fees.intro")}>
        <QueryState
          query={useFeeLedger()}
          errorTitle={t("fees.loadError")}
          loading={<Skeleton height={320} radius="lg" />}
        >
          {(ledger) => <Ledger ledger={ledger} />}
        </QueryState>
      </AdminShell>
    </RequireAdmin>
  );
}

function Ledger({ ledger }: { ledger: FeeLedger }) {
  return (
    <Stack gap="xl">
      <Totals total={ledger.total} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <PerStore stores={ledger.stores} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <PayoutForm stores={ledger.stores} />
        </Grid.Col>
      </Grid>
      <FeeRefunds refunds={ledger.refunds} owed={ledger.total.refunds_owed} />
      <Payouts payouts={ledger.payouts} />
    </Stack>
  );
}

/** What the site received, passed on and still holds, over every store. */
function Totals({ total }: { total: FeeLedger["total"] }) {
  const { t } = useTranslation("admin");
  const { rupees } = useFormat();
  return (
    <SimpleGrid cols={3} spacing={{ base: "xs", sm: "md" }}>
      {(["received", "paid_out", "balance"] as const).map((key) => (
        <Paper key={key} withBorder radius="lg" p={{ base: "xs", sm: "md" }}>
          <Text size="sm" c="dimmed">
            {t(`fees.total.${key}`)}
          </Text>
          <Text fz={{ base: 18, sm: 28 }} fw={750}>
            {rupees(total[key])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function PerStore({ stores }: { stores: FeeLedger["stores"] }) {
  const { t } = useTranslation("admin");
  const { rupees, number } = useFormat();
  return (
    <LedgerTable
      id="fees-per-store"
      title={t("fees.perStore")}
      none={t("fees.none")}
      rowCount={stores.length}
      minWidth={340}
      isStriped
      verticalSpacing="sm"
      head={
        <>
          <Table.Th>{t("fees.store")}</Table.Th>
          <Table.Th ta="right">{t("fees.received")}</Table.Th>
          <Table.Th ta="right">{t("fees.paidOut")}</Table.Th>
          <Table.Th ta="right">{t("fees.balance")}</Table.Th>
        </>
      }
    >
      {stores.map((line) => (
        <Table.Tr key={line.vendor_id ?? "removed"}>
          <Table.Td>
            <Text fw={600} size="sm">
              {line.title}
            </Text>
            {line.vendor_id === null && (
              <Text size="xs" c="dimmed">
                {t("fees.removed")}
              </Text>
            )}
          </Table.Td>
          <Table.Td ta="right" style={NO_WRAP}>
            {rupees(line.received.amount)}
            <Text size="xs" c="dimmed">
              {t("fees.payments", { count: line.received.count, n: number(line.received.count) })}
            </Text>
          </Table.Td>
          <Table.Td ta="right" style={NO_WRAP}>
            {rupees(line.paid_out.amount)}
          </Table.Td>
          <Table.Td ta="right" fw={700} style={NO_WRAP}>
            {rupees(line.balance)}
          </Table.Td>
        </Table.Tr>
      ))}
    </LedgerTable>
  );
}

function Payouts({ payouts }: { payouts: FeeLedger["payouts"] }) {
  const { t } = useTranslation("admin");
  const { rupees, date } = useFormat();
  return (
    <LedgerTable
      id="fees-payouts"
      title={t("fees.payouts")}
      none={t("fees.noPayouts")}
      rowCount={payouts.length}
      minWidth={340}
      verticalSpacing="xs"
      head={
        <>
          <Table.Th>{t("fees.paidOn")}</Table.Th>
          <Table.Th>{t("fees.store")}</Table.Th>
          <Table.Th>{t("fees.reference")}</Table.Th>
          <Table.Th ta="right">{t("fees.amount")}</Table.Th>
        </>
      }
    >
      {payouts.map((payout) => (
        <Table.Tr key={payout.id}>
          <Table.Td style={NO_WRAP}>{date(`${payout.paid_on}T00:00:00`)}</Table.Td>
          <Table.Td>{payout.store_title}</Table.Td>
          <Table.Td style={{ overflowWrap: "break-word" }}>{payout.reference}</Table.Td>
          <Table.Td ta="right" style={NO_WRAP}>
            {rupees(payout.amount)}
          </Table.Td>
        </Table.Tr>
      ))}
    </LedgerTable>
  );
}
