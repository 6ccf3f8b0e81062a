import { useTranslation } from "react-i18next";
import { AdminShell } from "../features/admin/admin-shell";
import { RequireAdmin } from "../features/admin/require-admin";
import { DonationsAdmin } from "../features/donations/admin-donations";

/**
 * /admin/donations: the donations feature's panel in the admin area's frame and guard
 * (features do not import each other; the app shell composes them, as on the dashboard).
 */
export function AdminDonationsPage() {
  const { t } = useTranslation("donations");
  return (
    <RequireAdmin>
      <AdminShell title={t("admin.title")} intro={t("admin.intro")}>
        <DonationsAdmin />
      </AdminShell>
    </RequireAdmin>
  );
}
