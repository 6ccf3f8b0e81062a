import { Button, Group, Paper, Stack, TextInput, Title } from "@mantine/core";
import { IconDeviceFloppy, IconPlus } from "@tabler/icons-react";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "../../i18n";
import {
  CATEGORY_EXISTS,
  CATEGORY_NEPALI_EXISTS,
  isDevanagari,
  MAX_CATEGORY_LENGTH,
} from "../../../contract/admin";
import { useCategories } from "../../lib/api/categories";
import { useCategoryName } from "../../lib/category-name";
import { ApiError } from "../../lib/http";
import { toast } from "../../ui/toast";
import type { Category } from "../../../contract/pets";
import { useAddCategory } from "./api/add-category";
import { useRenameCategory } from "./api/rename-category";

type Field = "category" | "category_ne";
type Errors = Partial<Record<Field, string>>;

interface CategoryFormProps {
  /** The category being renamed; none to add one. */
  editing?: Category;
  /** The rename was saved or given up. */
  onDone?: () => void;
}

/**
 * Add, or rename: a category's English and Nepali names (Nepali readers see the Nepali one),
 * checked here first (the original sent blanks), then by the server. Renaming is how a category
 * added before categories had Nepali names gets one.
 */
export function CategoryForm({ editing, onDone }: CategoryFormProps) {
  const { t } = useTranslation("admin");
  const add = useAddCategory();
  const rename = useRenameCategory();
  const save = editing ? rename : add;
  const categoryName = useCategoryName();
  const { data: categories } = useCategories();
  const [names, setNames] = useState({
    category: editing?.category ?? "",
    category_ne: editing?.category_ne ?? "",
  });
  const [errors, setErrors] = useState<Errors>({});
  // Name the existing category as it is stored ("Dog" when "dog" was typed).
  const storedName = (typed: string) =>
    categories?.find((c) => c.category.toLowerCase() === typed.toLowerCase())?.category ?? typed;

  const check = (category: string, category_ne: string): Errors => ({
    ...(!category && { category: t("category.required") }),
    ...(!category_ne
      ? { category_ne: t("category.nepaliRequired") }
      : !isDevanagari(category_ne) && { category_ne: t("category.nepaliScript") }),
  });

  const refusal = (failure: Error, typed: { category: string; category_ne: string }): Errors => {
    if (failure instanceof ApiError && failure.code === CATEGORY_EXISTS) {
      return { category: t("category.exists", { name: storedName(typed.category) }) };
    }
    if (failure instanceof ApiError && failure.code === CATEGORY_NEPALI_EXISTS) {
      return { category_ne: t("category.nepaliExists", { name: typed.category_ne }) };
    }
    return { category: failure.message };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = { category: names.category.trim(), category_ne: names.category_ne.trim() };
    const found = check(typed.category, typed.category_ne);
    setErrors(found);
    if (Object.keys(found).length) return;
    const onError = (failure: Error) => setErrors(refusal(failure, typed));
    if (editing) {
      rename.mutate(
        { id: editing.id, ...typed },
        {
          onSuccess: () => {
            toast.success(t("toast.categoryRenamed"));
            onDone?.();
          },
          onError,
        },
      );
      return;
    }
    add.mutate(typed, {
      onSuccess: () => {
        setNames({ category: "", category_ne: "" });
        toast.success(t("toast.categoryAdded"));
      },
      onError,
    });
  };

  const input = (field: Field) => ({
    value: names[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setNames((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    error: errors[field],
    maxLength: MAX_CATEGORY_LENGTH,
  });

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="category-form-heading"
    >
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
              loading={save.isPending}
              leftSection={editing ? <IconDeviceFloppy size={16} /> : <IconPlus size={16} />}
            >
              {editing ? t("category.save") : t("category.add")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
