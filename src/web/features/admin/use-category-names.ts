import { useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "../../i18n";
import {
  CATEGORY_EXISTS,
  CATEGORY_NEPALI_EXISTS,
  isDevanagari,
  MAX_CATEGORY_LENGTH,
} from "../../../contract/admin";
import { useCategories } from "../../lib/api/categories";
import { ApiError } from "../../lib/http";
import { toast } from "../../ui/toast";
import type { Category } from "../../../contract/pets";
import { useAddCategory } from "./api/add-category";
import { useRenameCategory } from "./api/rename-category";

type Field = "category" | "category_ne";
type Errors = Partial<Record<Field, string>>;

/**
 * The category form's two names, checked here first (the original sent blanks), then by the
 * server; saved as a new category, or as `editing`'s new names.
 */
export function useCategoryNames(editing?: Category, onDone?: () => void) {
  const { t } = useTranslation("admin");
  const add = useAddCategory();
  const rename = useRenameCategory();
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

  /** A name's input: its value, its error and its change, which clears the error. */
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

  return { submit, input, isSaving: (editing ? rename : add).isPending };
}
