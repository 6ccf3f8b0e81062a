import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../ui/page-placeholder";

export function CategoryPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t("pages.adminCategory")} />;
}
