import {
  Alert,
  Button,
  Center,
  EmptyState,
  Loader,
  Paper,
  Table,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconCategory, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CATEGORY_IN_USE } from "../../../contract/admin";
import type { Category } from "../../../contract/pets";
import { useFormat } from "../../lib/format";
import { ApiError } from "../../lib/http";
import { useCategories } from "../../lib/api/categories";
import { useDeleteCategory } from "./api/delete-category";
import { toast } from "../../ui/toast";

function DeleteCategoryButton({ category }: { category: Category }) {
  const { t } = useTranslation("admin");
  const remove = useDeleteCategory();
  const confirm = () =>
    modals.openConfirmModal({
      title: t("deleteCategory.title", { name: category.category }),
      children: <Text size="sm">{t("deleteCategory.body")}</Text>,
      labels: { confirm: t("deleteCategory.confirm"), cancel: t("deleteCategory.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutateAsync(category.id).then(
          () => toast.success(t("toast.categoryDeleted")),
          // Deleting a category in use would orphan its pets; say why in the reader's language.
          (error: Error) =>
            toast.error(
              t("toast.deleteFailed"),
              error instanceof ApiError && error.code === CATEGORY_IN_USE
                ? t("category.inUse", { name: category.category })
                : error.message,
            ),
        ),
    });
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      leftSection={<IconTrash size={14} />}
      loading={remove.isPending}
      onClick={confirm}
      aria-label={t("actions.deleteFor", { title: category.category })}
    >
      {t("actions.delete")}
    </Button>
  );
}

export function CategoryList() {
  const { t } = useTranslation("admin");
  const { date } = useFormat();
  const { data, isPending, isError, error, refetch } = useCategories();

  if (isPending) {
    return (
      <Center py={48}>
        <Loader aria-label={t("loading")} />
      </Center>
    );
  }
  if (isError) {
    return (
      <Alert color="red" title={t("category.loadFailed")}>
        <Text size="sm" mb="sm">
          {error.message}
        </Text>
        <Button size="xs" variant="white" color="red" onClick={() => refetch()}>
          {t("retry")}
        </Button>
      </Alert>
    );
  }
  if (data.length === 0) {
    return (
      <Paper withBorder radius="lg" py="xl">
        <EmptyState icon={<IconCategory size={32} />} title={t("category.empty")} />
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="lg">
      <Table verticalSpacing="sm" highlightOnHover aria-label={t("category.listTitle")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("category.name")}</Table.Th>
            <Table.Th visibleFrom="sm">{t("category.added")}</Table.Th>
            <Table.Th ta="right">
              <VisuallyHidden>{t("table.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((category) => (
            <Table.Tr key={category.id}>
              <Table.Td fw={600}>{category.category}</Table.Td>
              <Table.Td visibleFrom="sm">{date(category.created_at)}</Table.Td>
              <Table.Td ta="right">
                <DeleteCategoryButton category={category} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
