import { Group, Pagination, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { PAGE_SIZE, type Store, type StorePet } from "../../../contract/stores";
import { useNumberFormat } from "../../lib/format-numbers";
import { useDeletePet } from "./api/delete-pet";
import { useStorePets } from "./api/get-store-pets";
import { QueryState } from "../../ui/query-state";
import { PetEditor } from "./pet-editor";
import { PetRow } from "./pet-row";
import classes from "./stores.module.css";
import { confirmDelete } from "../../ui/confirm-delete";

/** The store's pets with edit and delete, real pagination and a real 'Showing a–b of N' footer. */
export function PetsTable({ store }: { store: Store }) {
  const { t } = useTranslation("stores");
  const [page, setPage] = useState(1);
  const [editingId, setEditingId] = useState<number | null>(null);
  const pets = useStorePets(store.id, page);
  const deletePet = useDeletePet(store.id);

  const total = pets.data?.total ?? 0;
  const items = pets.data?.items ?? [];
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // After a delete empties the last page, step back to the one before.
  if (pets.data && items.length === 0 && page > 1) setPage(Math.min(page - 1, pages));
  const editing = items.find((pet) => pet.id === editingId);

  const askToDelete = (pet: StorePet) =>
    confirmDelete({
      title: t("pets.confirmDeleteTitle", { name: pet.name }),
      body: t("pets.confirmDeleteBody", { name: pet.name }),
      confirm: t("pets.confirmDelete"),
      cancel: t("pets.cancel"),
      run: () => deletePet.mutateAsync(pet.id),
      done: t("pets.deleted"),
      failed: () => t("pets.deleteFailed"),
    });

  return (
    <Stack gap="sm">
      <Title order={3}>{t("pets.title")}</Title>
      <QueryState
        query={pets}
        errorTitle={t("pets.loadError")}
        loading={<Skeleton height={160} radius="md" />}
        isEmpty={(data) => data.total === 0}
        empty={
          <Paper withBorder radius="md" p="lg">
            <Text c="dimmed">{t("pets.empty")}</Text>
          </Paper>
        }
      >
        {() => (
          <Paper withBorder radius="md">
            <Table
              verticalSpacing="sm"
              highlightOnHover
              aria-label={t("pets.caption", { title: store.title })}
            >
              <PetsTableHead />
              <Table.Tbody>
                {items.map((pet) => (
                  <PetRow
                    key={pet.id}
                    pet={pet}
                    onEdit={() => setEditingId(pet.id)}
                    onDelete={() => askToDelete(pet)}
                  />
                ))}
              </Table.Tbody>
            </Table>
            <PetsTableFooter
              page={page}
              pages={pages}
              shown={items.length}
              total={total}
              onPage={setPage}
            />
          </Paper>
        )}
      </QueryState>
      {editing && <PetEditor pet={editing} onClose={() => setEditingId(null)} />}
    </Stack>
  );
}

function PetsTableHead() {
  const { t } = useTranslation("stores");
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t("pets.name")}</Table.Th>
        <Table.Th visibleFrom="sm">{t("pets.gender")}</Table.Th>
        <Table.Th className={classes.fit}>{t("pets.status")}</Table.Th>
        <Table.Th visibleFrom="sm">{t("pets.photos")}</Table.Th>
        <Table.Th ta="right" className={classes.fit}>
          {t("pets.actions")}
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** 'Showing a–b of N', and the pages when there are several. */
function PetsTableFooter({
  page,
  pages,
  shown,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation("stores");
  const { number } = useNumberFormat();
  return (
    <Group justify="space-between" gap="sm" px="md" py="sm" className={classes.tableFooter}>
      <Text size="sm" c="dimmed">
        {t("pets.showing", {
          from: number((page - 1) * PAGE_SIZE + 1),
          to: number((page - 1) * PAGE_SIZE + shown),
          total: number(total),
        })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          size="sm"
          aria-label={t("pets.pages")}
          getControlProps={(control) => ({ "aria-label": t(`pets.${control}Page`) })}
          getItemProps={(n) => ({ "aria-label": t("pets.page", { n }) })}
        />
      )}
    </Group>
  );
}
