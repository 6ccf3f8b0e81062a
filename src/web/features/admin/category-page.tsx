import { Grid, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import type { Category } from "../../../contract/pets";
import { AdminShell } from "./admin-shell";
import { CategoryForm } from "./category-form";
import { CategoryList } from "./category-list";
import { RequireAdmin } from "./require-admin";

/** /admin/category: the species adopters filter by. */
export function CategoryPage() {
  return (
    <RequireAdmin>
      <Categories />
    </RequireAdmin>
  );
}

function Categories() {
  const { t } = useTranslation("admin");
  const [editing, setEditing] = useState<Category>();
  const edit = (category: Category) => {
    setEditing(category);
    // On a phone the form is above the list, out of sight.
    document.getElementById("category-form-heading")?.scrollIntoView({ block: "center" });
  };
  return (
    <AdminShell title={t("category.title")} intro={t("category.intro")}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          {/* A new key per category: the form starts from that category's names. */}
          <CategoryForm
            key={editing?.id ?? "new"}
            editing={editing}
            onDone={() => setEditing(undefined)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t("category.listTitle")}
            </Title>
            <CategoryList onEdit={edit} />
          </Stack>
        </Grid.Col>
      </Grid>
    </AdminShell>
  );
}
