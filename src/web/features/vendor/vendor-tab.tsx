import { Alert, Button, Center, Loader, Stack, Title } from "@mantine/core";
import { IconHourglass } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMyStore } from "./api/get-my-store";
import { CreateStoreForm } from "./create-store-form";
import { DeleteStore } from "./delete-store";
import { PetsTable } from "./pets-table";
import { StoreHeader } from "./store-header";

/**
 * SPEC §2 Vendor tab: the 'Add your Centre' form without a store; with one, its header, the
 * 'Vendor Pending' alert while an admin has not approved it, its pets, and deleting it.
 * `applications` lets the app shell show the adoption feature's list of the store's requests.
 */
export function VendorTab({ applications }: { applications?: (vendorId: number) => ReactNode }) {
  const { t } = useTranslation("vendor");
  const myStore = useMyStore();

  if (myStore.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t("store.loading")} />
      </Center>
    );
  }
  if (myStore.isError) {
    return (
      <Alert color="red" variant="light" title={t("store.loadError")}>
        <Button variant="light" color="red" mt="xs" onClick={() => void myStore.refetch()}>
          {t("store.retry")}
        </Button>
      </Alert>
    );
  }
  const store = myStore.data.store;
  if (!store) return <CreateStoreForm />;

  const { vendor } = store;
  const petCount = myStore.data.stats.petCounts;
  return (
    <Stack gap="xl">
      {vendor.status === "pending" && (
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
      <StoreHeader vendor={vendor} petCount={petCount} />
      <PetsTable vendor={vendor} />
      {applications && (
        <section aria-labelledby="store-applications">
          <Title order={3} id="store-applications" mb="sm">
            {t("store.applications")}
          </Title>
          {applications(vendor.id)}
        </section>
      )}
      <DeleteStore vendor={vendor} petCount={petCount} />
    </Stack>
  );
}
