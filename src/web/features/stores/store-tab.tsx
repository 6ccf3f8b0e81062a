import { Alert, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { IconHourglass } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { QueryState } from "../../ui/query-state";
import { mayDo, type StoreRole } from "../../../contract/store-roles";
import { useMyStore, type MyStore } from "../../lib/api/my-store";
import { CreateStoreForm } from "./create-store-form";
import { DeleteStore } from "./delete-store";
import { PetsTable } from "./pets-table";
import { QuestionsEditor } from "./questions-editor";
import { StoreHeader } from "./store-header";
import { StorePageSettings } from "./store-page-settings";
import { StorePlace } from "./store-place-form";
import { StoreSwitcher } from "./store-switcher";

/** The list of a store's adoption requests, which the app passes in from the adoption feature. */
export type ApplicationsSlot = (storeId: number) => ReactNode;
/** What is due in the store, which the app passes in from the records feature. */
export type DueSlot = (storeId: number, role: StoreRole) => ReactNode;

/**
 * The dashboard's Store tab: the 'Add your Store' form without a store; with one, its header,
 * the 'Store Pending' alert while an admin has not approved it, its place (asked for
 * once if missing), what is due (the `due` slot), its pets, its questions, what its public page
 * shows, its adoption requests (the `applications` slot), its adoption agreement (the `agreement`
 * slot) and deleting it. A foster sees only the animals in her care (the `fostered` slot), a
 * caretaker only the links to the community-dog register.
 */
export function StoreTab({
  applications,
  agreement,
  fostered,
  due,
}: {
  applications?: ApplicationsSlot;
  agreement?: ReactNode;
  /** A foster's animals, which the app passes in from the fosters feature. */
  fostered?: ReactNode;
  due?: DueSlot;
}) {
  const { t } = useTranslation("stores");
  return (
    <QueryState
      query={useMyStore()}
      errorTitle={t("store.loadError")}
      loading={
        <Center py="xl">
          <Loader aria-label={t("store.loading")} />
        </Center>
      }
      isEmpty={(data) => !data.store}
      empty={<CreateStoreForm />}
    >
      {(data) =>
        // A foster sees the animals placed with her, not the store's pets and requests
        // (docs/product.md#fosters).
        data.role === "foster" ? (
          <Stack gap="xl">
            <StoreSwitcher data={data} />
            {fostered}
          </Stack>
        ) : data.role === "caretaker" ? (
          // A caretaker keeps the register and nothing else (docs/product.md#community-dogs).
          <Stack gap="md">
            <StoreSwitcher data={data} />
            <Text c="dimmed">{t("store.caretakerIntro")}</Text>
          </Stack>
        ) : (
          <Store data={data} applications={applications} agreement={agreement} due={due} />
        )
      }
    </QueryState>
  );
}

function Store({
  data,
  applications,
  agreement,
  due,
}: {
  data: MyStore;
  applications?: ApplicationsSlot;
  agreement?: ReactNode;
  due?: DueSlot;
}) {
  const { t } = useTranslation("stores");
  const store = data.store!;
  const petCount = data.stats.petCounts;
  // Parts her role cannot change are hidden (contract/store-roles.ts); the server decides.
  const may = (action: "settings" | "agreement") => !!data.role && mayDo(data.role, action);
  return (
    <Stack gap="xl">
      <StoreSwitcher data={data} />
      {store.status === "pending" && (
        <Alert
          color="yellow"
          variant="light"
          radius="md"
          title={t("store.pendingTitle")}
          icon={<IconHourglass size={20} />}
          // The light yellow variant's own title colour is too faint to read (WCAG AA).
          styles={{ title: { color: "var(--mantine-color-dark-7)" } }}
        >
          {t("store.pendingBody")}
        </Alert>
      )}
      <StoreHeader store={store} petCount={petCount} />
      {due && data.role && due(store.id, data.role)}
      {may("settings") && <StorePlace store={store} />}
      <PetsTable store={store} />
      {may("agreement") && <QuestionsEditor />}
      {may("settings") && <StorePageSettings store={store} />}
      {applications && (
        <section aria-labelledby="store-applications">
          <Title order={3} id="store-applications" mb="sm">
            {t("store.applications")}
          </Title>
          {applications(store.id)}
        </section>
      )}
      {may("agreement") && agreement}
      {may("settings") && <DeleteStore store={store} petCount={petCount} />}
    </Stack>
  );
}
