import { useTranslation } from "../../i18n";
import { AdminShell } from "./admin-shell";
import { RequireAdmin } from "./require-admin";
import { SmsUsageCard } from "./sms-usage-card";
import { StatsCards } from "./stats-cards";
import { StoresPanel } from "./stores-panel";

/** /admin: the counts and the texts against the SMS budget, then every store to vet. */
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
      <SmsUsageCard />
      <StoresPanel />
    </AdminShell>
  );
}
