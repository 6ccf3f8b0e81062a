import { useTranslation } from "../../i18n";
import { CtaBand } from "../../ui/cta-band";
import { DonateButton } from "../../ui/donate-button";

/** The way to help for those who cannot adopt: a band leading to /donate. */
export function DonateSection() {
  const { t } = useTranslation("home");
  return (
    <CtaBand title={t("donate.title")} body={t("donate.body")}>
      <DonateButton>{t("donate.action")}</DonateButton>
    </CtaBand>
  );
}
