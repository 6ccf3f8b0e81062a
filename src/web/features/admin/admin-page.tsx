import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../ui/page-placeholder";

export function AdminPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t("pages.admin")} />;
}
