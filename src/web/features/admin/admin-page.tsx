import { useTranslation } from "../../i18n";
import { AdminShell } from "./admin-shell";
import { RequireAdmin } from "./require-admin";
import { StatsCards } from "./stats-cards";
import { StoresPanel } from "./stores-panel";

/** /admin: the counts, then every store to vet. */
export function AdminPage() {
  return (
    <RequireAdmin>
      <StoresDashboard />
    </RequireAdmin>
  );
}

function StoresDashboard() {
  const { t } = useTranslation("admin");
  return (
    <AdminShell title={t("dashboard.title")} intro={t("dashboard.intro")}>
      <StatsCards />
      <StoresPanel />
    </AdminShell>
  );
}
