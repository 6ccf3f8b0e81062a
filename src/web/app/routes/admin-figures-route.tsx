import { useTranslation } from "../../i18n";
import { AdminShell } from "../../features/admin/admin-shell";
import { RequireAdmin } from "../../features/admin/require-admin";
import { FiguresView } from "../../features/figures/figures-view";

/** /admin/figures: every store's figures together, inside the admin area's guard and frame. */
export function AdminFiguresRoute() {
  const { t } = useTranslation("figures");
  return (
    <RequireAdmin>
      <AdminShell title={t("page.adminTitle")} intro={t("page.adminIntro")}>
        <FiguresView scope="all" />
      </AdminShell>
    </RequireAdmin>
  );
}
