import { Grid, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n";
import type { FeeLedger } from "../../../contract/fees";
import { useFormat } from "../../lib/format";
import { QueryState } from "../../ui/query-state";
import { AdminShell } from "./admin-shell";
import { useFeeLedger } from "./api/get-fee-ledger";
import { FeeRefunds } from "./fee-refunds";
import { PayoutForm } from "./payout-form";
import { RequireAdmin } from "./require-admin";

// An amount or a day reads as one piece, however narrow the phone.
const NO_WRAP = { whiteSpace: "nowrap" } as const;

/**
 * /admin/fees: the adoption fees the site collected for each centre, what was passed on, what
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
  const { t } = useTranslation("admin");
  const { rupees, number, date } = useFormat();
  return (
    <Stack gap="xl">
      <SimpleGrid cols={3} spacing={{ base: "xs", sm: "md" }}>
        {(["received", "paid_out", "balance"] as const).map((key) => (
          <Paper key={key} withBorder radius="lg" p={{ base: "xs", sm: "md" }}>
            <Text size="sm" c="dimmed">
              {t(`fees.total.${key}`)}
            </Text>
            <Text fz={{ base: 18, sm: 28 }} fw={750}>
              {rupees(ledger.total[key])}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="sm">
            <Title order={2} fz="h4" id="fees-per-store">
              {t("fees.perStore")}
            </Title>
            {ledger.stores.length === 0 ? (
              <Text c="dimmed">{t("fees.none")}</Text>
            ) : (
              <Table.ScrollContainer minWidth={340}>
                <Table striped verticalSpacing="sm" aria-labelledby="fees-per-store">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("fees.store")}</Table.Th>
                      <Table.Th ta="right">{t("fees.received")}</Table.Th>
                      <Table.Th ta="right">{t("fees.paidOut")}</Table.Th>
                      <Table.Th ta="right">{t("fees.balance")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {ledger.stores.map((line) => (
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
                            {t("fees.payments", {
                              count: line.received.count,
                              n: number(line.received.count),
                            })}
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
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <PayoutForm stores={ledger.stores} />
        </Grid.Col>
      </Grid>

      <FeeRefunds refunds={ledger.refunds} owed={ledger.total.refunds_owed} />

      <Stack gap="sm">
        <Title order={2} fz="h4" id="fees-payouts">
          {t("fees.payouts")}
        </Title>
        {ledger.payouts.length === 0 ? (
          <Text c="dimmed">{t("fees.noPayouts")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={340}>
            <Table verticalSpacing="xs" aria-labelledby="fees-payouts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("fees.paidOn")}</Table.Th>
                  <Table.Th>{t("fees.store")}</Table.Th>
                  <Table.Th>{t("fees.reference")}</Table.Th>
                  <Table.Th ta="right">{t("fees.amount")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ledger.payouts.map((payout) => (
                  <Table.Tr key={payout.id}>
                    <Table.Td style={NO_WRAP}>{date(`${payout.paid_on}T00:00:00`)}</Table.Td>
                    <Table.Td>{payout.store_title}</Table.Td>
                    <Table.Td style={{ overflowWrap: "break-word" }}>{payout.reference}</Table.Td>
                    <Table.Td ta="right" style={NO_WRAP}>
                      {rupees(payout.amount)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
