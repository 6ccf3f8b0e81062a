import { Button } from "@mantine/core";
import { IconHeartHandshake } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CtaBand } from "../../ui/cta-band";

/** The way to help for those who cannot adopt: a band leading to /donate. */
export function DonateSection() {
  const { t } = useTranslation("home");
  return (
    <CtaBand title={t("donate.title")} body={t("donate.body")}>
      <Button
        component={Link}
        to="/donate"
        size="lg"
        radius="xl"
        variant="white"
        color="brand.8"
        leftSection={<IconHeartHandshake size={20} />}
      >
        {t("donate.action")}
      </Button>
    </CtaBand>
  );
}
