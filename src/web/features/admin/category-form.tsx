import { Button, Group, Stack, TextInput, Title } from "@mantine/core";
import { IconDeviceFloppy, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { useCategoryName } from "../../lib/category-name";
import { SectionCard } from "../../ui/section-card";
import type { Category } from "../../../contract/pets";
import { useCategoryNames } from "./use-category-names";

interface CategoryFormProps {
  /** The category being renamed; none to add one. */
  editing?: Category;
  /** The rename was saved or given up. */
  onDone?: () => void;
}

/**
 * Add, or rename: a category's English and Nepali names (Nepali readers see the Nepali one).
 * Renaming is how a category added before categories had Nepali names gets one.
 */
export function CategoryForm({ editing, onDone }: CategoryFormProps) {
  const { t } = useTranslation("admin");
  const categoryName = useCategoryName();
  const { submit, input, isSaving } = useCategoryNames(editing, onDone);
  return (
    <SectionCard labelledBy="category-form-heading">
      <Title order={2} fz="h4" id="category-form-heading" mb="sm">
        {editing
          ? t("category.editTitle", { name: categoryName(editing) })
          : t("category.addTitle")}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t("category.nameLabel")}
            placeholder={t("category.namePlaceholder")}
            lang="en"
            {...input("category")}
          />
          <TextInput
            label={t("category.nepaliLabel")}
            placeholder={t("category.nepaliPlaceholder")}
            description={t("category.nepaliHint")}
            lang="ne"
            {...input("category_ne")}
          />
          <Group justify="flex-end">
            {editing && (
              <Button variant="default" onClick={onDone}>
                {t("category.cancel")}
              </Button>
            )}
            <Button
              type="submit"
              loading={isSaving}
              leftSection={editing ? <IconDeviceFloppy size={16} /> : <IconPlus size={16} />}
            >
              {editing ? t("category.save") : t("category.add")}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
