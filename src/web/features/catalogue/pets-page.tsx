import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../ui/page-placeholder";

export function PetsPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t("pages.pets")} />;
}
