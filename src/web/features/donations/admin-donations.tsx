import {
  Box,
  Button,
  Center,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { useUrlParams } from "../../lib/url-params";
import {
  ADMIN_DONATIONS_PAGE_SIZE,
  DONATION_METHODS,
  DONATION_STATUSES,
  type DonationMethod,
  type DonationStatus,
} from "../../../contract/donations";
import { donationFilters, useAdminDonations } from "./api/get-admin-donations";
import { QueryState } from "../../ui/query-state";
import { DonationTotals } from "./donation-totals";
import { GatewayNotice } from "./gateway-notice";
import { DonationCards, DonationsTable } from "./donations-table";

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.find((candidate) => candidate === value);

/** The filters live in the URL, so a reload or a shared link shows the same list. */
function useFilters() {
  const [params, set] = useUrlParams();
  return {
    status: oneOf<DonationStatus>(DONATION_STATUSES, params.get("status")),
    method: oneOf<DonationMethod>(DONATION_METHODS, params.get("method")),
    page: Math.max(1, Number(params.get("page")) || 1),
    set,
  };
}

/** /admin/donations: totals, every donation, and the CSV for the accounts. */
export function DonationsAdmin() {
  return (
    <>
      <GatewayNotice />
      <DonationTotals />
      <DonationList />
    </>
  );
}

function DonationList() {
  const { t } = useTranslation("donations");
  const filters = useFilters();
  const query = {
    status: filters.status,
    method: filters.method,
    page: filters.page,
    limit: ADMIN_DONATIONS_PAGE_SIZE,
  };
  const donations = useAdminDonations(query);
  const exportQuery = donationFilters({ status: filters.status, method: filters.method });

  return (
    <Box component="section" aria-labelledby="donations-heading">
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Title order={2} fz="h3" id="donations-heading">
          {t("admin.list.title")}
        </Title>
        <Group gap="sm" align="flex-end" w={{ base: "100%", sm: "auto" }}>
          <SegmentedControl
            aria-label={t("admin.list.statusFilter")}
            value={filters.status ?? "all"}
            onChange={(value) =>
              filters.set({ status: value === "all" ? null : value, page: null })
            }
            data={[
              { value: "all", label: t("admin.list.all") },
              ...DONATION_STATUSES.map((status) => ({
                value: status,
                label: t(`admin.status.${status}`),
              })),
            ]}
            w={{ base: "100%", sm: "auto" }}
          />
          <NativeSelect
            aria-label={t("admin.list.methodFilter")}
            value={filters.method ?? ""}
            onChange={(event) =>
              filters.set({ method: event.currentTarget.value || null, page: null })
            }
            data={[
              { value: "", label: t("admin.list.allMethods") },
              ...DONATION_METHODS.map((method) => ({
                value: method,
                label: t(`form.methods.${method}.name`),
              })),
            ]}
          />
          <Button
            component="a"
            href={`/api/admin/donations/export${exportQuery.size ? `?${exportQuery}` : ""}`}
            download
            variant="default"
            leftSection={<IconDownload size={18} />}
          >
            {t("admin.list.export")}
          </Button>
        </Group>
      </Group>

      <QueryState
        query={donations}
        errorTitle={t("admin.loadFailed")}
        isEmpty={(data) => data.donations.length === 0}
        empty={
          <Paper withBorder radius="lg" py="xl">
            <Text ta="center" c="gray.7">
              {t("admin.list.empty")}
            </Text>
          </Paper>
        }
      >
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / ADMIN_DONATIONS_PAGE_SIZE));
          return (
            <Stack gap="md">
              <DonationsTable donations={data.donations} />
              <DonationCards donations={data.donations} />
              {pages > 1 && (
                <Center>
                  <Pagination
                    total={pages}
                    value={filters.page}
                    onChange={(page) => filters.set({ page: page === 1 ? null : String(page) })}
                    aria-label={t("admin.list.pages")}
                  />
                </Center>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Box>
  );
}
