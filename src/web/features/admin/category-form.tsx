import { Button, Group, Paper, TextInput, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CATEGORY_EXISTS, MAX_CATEGORY_LENGTH } from "../../../contract/admin";
import { ApiError } from "../../lib/http";
import { useAddCategory } from "./api/add-category";
import { useCategories } from "../../lib/api/categories";
import { toast } from "../../ui/toast";

/** Add: the name is checked here first (the original sent blanks), then by the server. */
export function CategoryForm() {
  const { t } = useTranslation("admin");
  const add = useAddCategory();
  const { data: categories } = useCategories();
  // Name the existing category as it is stored ("Dog" when "dog" was typed).
  const storedName = (typed: string) =>
    categories?.find((c) => c.category.toLowerCase() === typed.toLowerCase())?.category ?? typed;
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const category = name.trim();
    if (!category) return setError(t("category.required"));
    add.mutate(
      { category },
      {
        onSuccess: () => {
          setName("");
          toast.success(t("toast.categoryAdded"));
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.code === CATEGORY_EXISTS
              ? t("category.exists", { name: storedName(category) })
              : failure.message,
          ),
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="add-category-heading"
    >
      <Title order={2} fz="h4" id="add-category-heading" mb="sm">
        {t("category.addTitle")}
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={t("category.nameLabel")}
            placeholder={t("category.namePlaceholder")}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={MAX_CATEGORY_LENGTH}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            loading={add.isPending}
            leftSection={<IconPlus size={16} />}
            mt={25}
          >
            {t("category.add")}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
