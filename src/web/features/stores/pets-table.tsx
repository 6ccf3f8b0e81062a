import {
  ActionIcon,
  Badge,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconPencil, IconPhotoOff, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { imageUrl } from "../../../contract/catalogue-values";
import { PAGE_SIZE, type OwnedPet, type Store, type StorePet } from "../../../contract/stores";
import { useNumberFormat } from "../../lib/format-numbers";
import { useCategoryName } from "../../lib/category-name";
import { useDeletePet } from "./api/delete-pet";
import { useStorePets } from "./api/get-store-pets";
import { QueryState } from "../../ui/query-state";
import { PetEditor } from "./pet-editor";
import classes from "./stores.module.css";
import { confirmDelete } from "../../ui/confirm-delete";

const STATUS_COLOURS: Record<OwnedPet["post_status"], string> = {
  draft: "gray",
  published: "green",
  adopted: "blue",
};

/** The store's pets with edit and delete, real pagination and a real 'Showing a–b of N' footer. */
export function PetsTable({ store }: { store: Store }) {
  const { t } = useTranslation("stores");
  const { number } = useNumberFormat();
  const categoryName = useCategoryName();
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
              <Table.Tbody>
                {items.map((pet) => (
                  <Table.Tr key={pet.id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        {pet.images[0] ? (
                          <img
                            src={imageUrl(pet.images[0].image_key, 96)}
                            alt=""
                            className={classes.cover}
                            loading="lazy"
                          />
                        ) : (
                          <ThemeIcon
                            variant="light"
                            color="gray"
                            className={classes.cover}
                            aria-hidden
                          >
                            <IconPhotoOff size={18} />
                          </ThemeIcon>
                        )}
                        <div>
                          <Text fw={600} size="sm">
                            {pet.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {categoryName(pet)}
                            <Text span hiddenFrom="sm" inherit>
                              {" · "}
                              {t(`values.gender.${pet.gender}`)}
                              {" · "}
                              {t("photos.short", {
                                count: pet.images.length,
                                n: number(pet.images.length),
                              })}
                            </Text>
                          </Text>
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{t(`values.gender.${pet.gender}`)}</Table.Td>
                    <Table.Td className={classes.fit}>
                      <Badge
                        color={STATUS_COLOURS[pet.post_status]}
                        variant="light"
                        c="dark.7"
                        className={classes.badge}
                      >
                        {t(`values.postStatus.${pet.post_status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{number(pet.images.length)}</Table.Td>
                    <Table.Td className={classes.fit}>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          onClick={() => setEditingId(pet.id)}
                          aria-label={t("pets.edit", { name: pet.name })}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => askToDelete(pet)}
                          aria-label={t("pets.delete", { name: pet.name })}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group justify="space-between" gap="sm" px="md" py="sm" className={classes.tableFooter}>
              <Text size="sm" c="dimmed">
                {t("pets.showing", {
                  from: number((page - 1) * PAGE_SIZE + 1),
                  to: number((page - 1) * PAGE_SIZE + items.length),
                  total: number(total),
                })}
              </Text>
              {pages > 1 && (
                <Pagination
                  total={pages}
                  value={page}
                  onChange={setPage}
                  size="sm"
                  aria-label={t("pets.pages")}
                  getControlProps={(control) => ({ "aria-label": t(`pets.${control}Page`) })}
                  getItemProps={(n) => ({ "aria-label": t("pets.page", { n }) })}
                />
              )}
            </Group>
          </Paper>
        )}
      </QueryState>
      {editing && <PetEditor pet={editing} onClose={() => setEditingId(null)} />}
    </Stack>
  );
}
