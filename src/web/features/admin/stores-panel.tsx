import {
  Box,
  Button,
  EmptyState,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconBuildingStore, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { useUrlParams } from "../../lib/url-params";
import { ADMIN_STORES_PAGE_SIZE, MAX_SEARCH_LENGTH } from "../../../contract/admin";
import type { STORE_STATUSES } from "../../../contract/pets-values";
import { useNumberFormat } from "../../lib/format-numbers";
import { useStores, type getStores } from "./api/get-stores";
import { QueryState } from "../../ui/query-state";
import { StoreCards } from "./store-cards";
import { StoreTable } from "./store-table";

type StatusFilter = "all" | (typeof STORE_STATUSES)[number];

/** The filters live in the URL, so a reload or a shared link shows the same list. */
function useStoreFilters() {
  const [params, set] = useUrlParams();
  const requested = params.get("status");
  const status: StatusFilter =
    requested === "pending" || requested === "active" ? requested : "all";
  const page = Math.max(1, Number(params.get("page")) || 1);
  return { status, page, q: params.get("q") ?? "", set };
}

export function StoresPanel() {
  const { t } = useTranslation("admin");
  const filters = useStoreFilters();
  const [search, setSearch] = useState(filters.q);
  // Typing on a slow connection should not send a request per letter.
  const [q] = useDebouncedValue(search.trim(), 300);
  const query = {
    q: q || undefined,
    status: filters.status === "all" ? undefined : filters.status,
    page: filters.page,
    limit: ADMIN_STORES_PAGE_SIZE,
  };
  const stores = useStores(query);

  return (
    <Box component="section" aria-labelledby="stores-heading">
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Title order={2} id="stores-heading" fz="h3">
          {t("stores.title")}
        </Title>
        <StoreFilterFields filters={filters} search={search} onSearch={setSearch} />
      </Group>

      <QueryState
        query={stores}
        errorTitle={t("stores.loadFailed")}
        isEmpty={(data) => data.stores.length === 0}
        empty={<NoStores filters={filters} isFiltered={Boolean(q || query.status)} />}
      >
        {(data) => (
          <PageOfStores data={data} filters={filters} isPlaceholder={stores.isPlaceholderData} />
        )}
      </QueryState>
    </Box>
  );
}

type StoreFilters = ReturnType<typeof useStoreFilters>;

/** The search and the status filter; the search's text is the panel's, so it is not debounced here. */
function StoreFilterFields({
  filters,
  search,
  onSearch,
}: {
  filters: StoreFilters;
  search: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <Group gap="sm" w={{ base: "100%", sm: "auto" }} align="flex-end">
      <TextInput
        type="search"
        label={t("stores.searchLabel")}
        placeholder={t("stores.searchPlaceholder")}
        leftSection={<IconSearch size={16} />}
        value={search}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => {
          onSearch(event.currentTarget.value);
          filters.set({ q: event.currentTarget.value.trim() || null, page: null });
        }}
        w={{ base: "100%", sm: 260 }}
      />
      <SegmentedControl
        aria-label={t("stores.statusFilter")}
        value={filters.status}
        onChange={(value) => filters.set({ status: value === "all" ? null : value, page: null })}
        data={[
          { value: "all", label: t("stores.filterAll") },
          { value: "pending", label: t("status.pending") },
          { value: "active", label: t("status.active") },
        ]}
        w={{ base: "100%", sm: "auto" }}
      />
    </Group>
  );
}

function NoStores({ filters, isFiltered }: { filters: StoreFilters; isFiltered: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <Paper withBorder radius="lg" py="xl">
      <EmptyState
        icon={<IconBuildingStore size={32} />}
        title={t("stores.emptyTitle")}
        description={isFiltered ? t("stores.emptyFiltered") : t("stores.empty")}
      >
        {/* The last store of a later page was just deleted. */}
        {filters.page > 1 && (
          <EmptyState.Actions>
            <Button variant="light" onClick={() => filters.set({ page: null })}>
              {t("pagination.backToFirst")}
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    </Paper>
  );
}

/** A page of stores: a table on a wide screen, cards on a phone, and the pages under it. */
function PageOfStores({
  data,
  filters,
  isPlaceholder,
}: {
  data: Awaited<ReturnType<typeof getStores>>;
  filters: StoreFilters;
  isPlaceholder: boolean;
}) {
  const { t } = useTranslation("admin");
  const { number } = useNumberFormat();
  const pages = Math.max(1, Math.ceil(data.total / data.limit));
  return (
    <Box style={{ opacity: isPlaceholder ? 0.6 : 1, transition: "opacity 150ms" }}>
      <Paper withBorder radius="lg" visibleFrom="md">
        <StoreTable stores={data.stores} />
      </Paper>
      <Box hiddenFrom="md">
        <StoreCards stores={data.stores} />
      </Box>
      <Group justify="space-between" mt="lg" gap="sm">
        <Text size="sm" c="dimmed">
          {t("stores.showing", {
            from: number((data.page - 1) * data.limit + 1),
            to: number((data.page - 1) * data.limit + data.stores.length),
            total: number(data.total),
          })}
        </Text>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={data.page}
            onChange={(page) => filters.set({ page: page === 1 ? null : String(page) })}
            getControlProps={(control) => ({
              "aria-label": t(`pagination.${control}`),
            })}
            getItemProps={(page) => ({ "aria-label": t("pagination.page", { page }) })}
          />
        )}
      </Group>
    </Box>
  );
}
