import { Button, EmptyState, Group, Paper, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconCategory, IconPencil } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { CATEGORY_IN_USE } from "../../../contract/admin";
import type { Category } from "../../../contract/pets";
import { useCategories } from "../../lib/api/categories";
import { useCategoryName } from "../../lib/category-name";
import { useFormat } from "../../lib/format";
import { ApiError } from "../../lib/http";
import { confirmDelete } from "../../ui/confirm-delete";
import { QueryState } from "../../ui/query-state";
import { useDeleteCategory } from "./api/delete-category";
import { DeleteButton } from "./delete-button";

function DeleteCategoryButton({ category }: { category: Category }) {
  const { t } = useTranslation("admin");
  const name = useCategoryName()(category);
  const remove = useDeleteCategory();
  const confirm = () =>
    confirmDelete({
      title: t("deleteCategory.title", { name }),
      body: t("deleteCategory.body"),
      confirm: t("deleteCategory.confirm"),
      cancel: t("deleteCategory.cancel"),
      run: () => remove.mutateAsync(category.id),
      done: t("toast.categoryDeleted"),
      // Deleting a category in use would orphan its pets; say why in the reader's language.
      failed: (error) => [
        t("toast.deleteFailed"),
        error instanceof ApiError && error.code === CATEGORY_IN_USE
          ? t("category.inUse", { name })
          : error.message,
      ],
    });
  return <DeleteButton name={name} loading={remove.isPending} onClick={confirm} />;
}

/** Every category with both names; Rename fills the form with it, Delete asks first. */
export function CategoryList({ onEdit }: { onEdit: (category: Category) => void }) {
  const { t } = useTranslation("admin");
  const { date } = useFormat();
  return (
    <QueryState
      query={useCategories()}
      errorTitle={t("category.loadFailed")}
      isEmpty={(data) => data.length === 0}
      empty={
        <Paper withBorder radius="lg" py="xl">
          <EmptyState icon={<IconCategory size={32} />} title={t("category.empty")} />
        </Paper>
      }
    >
      {(data) => (
        <Paper withBorder radius="lg">
          <Table verticalSpacing="sm" highlightOnHover aria-label={t("category.listTitle")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("category.name")}</Table.Th>
                <Table.Th>{t("category.nepaliName")}</Table.Th>
                <Table.Th visibleFrom="sm">{t("category.added")}</Table.Th>
                <Table.Th ta="right">
                  <VisuallyHidden>{t("table.actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((category) => (
                <Table.Tr key={category.id}>
                  <Table.Td fw={600} lang="en">
                    {category.category}
                  </Table.Td>
                  <Table.Td fw={600} lang={category.category_ne ? "ne" : undefined}>
                    {category.category_ne ?? (
                      <Text span c="dimmed" size="sm">
                        {t("category.noNepali")}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{date(category.created_at)}</Table.Td>
                  <Table.Td>
                    {/* On a phone the two buttons stack, so the table keeps to the screen's width. */}
                    <Group gap="xs" justify="flex-end">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconPencil size={14} />}
                        onClick={() => onEdit(category)}
                        aria-label={t("actions.renameFor", { title: category.category })}
                      >
                        {t("actions.rename")}
                      </Button>
                      <DeleteCategoryButton category={category} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </QueryState>
  );
}
