import { useTranslation } from "../../i18n";
import { AdminShell } from "../../features/admin/admin-shell";
import { RequireAdmin } from "../../features/admin/require-admin";
import { DonationsAdmin } from "../../features/donations/admin-donations";

/** /admin/donations: the donations feature's panel inside the admin area's guard and frame. */
export function AdminDonationsRoute() {
  const { t } = useTranslation("donations");
  return (
    <RequireAdmin>
      <AdminShell title={t("admin.title")} intro={t("admin.intro")}>
        <DonationsAdmin />
      </AdminShell>
    </RequireAdmin>
  );
}
