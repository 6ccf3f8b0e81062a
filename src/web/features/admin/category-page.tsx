import { Grid, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
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
  return (
    <AdminShell title={t("category.title")} intro={t("category.intro")}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CategoryForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t("category.listTitle")}
            </Title>
            <CategoryList />
          </Stack>
        </Grid.Col>
      </Grid>
    </AdminShell>
  );
}
