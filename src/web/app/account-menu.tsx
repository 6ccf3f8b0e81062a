import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The header's account corner: Log In until accounts land. */
export function AccountMenu() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/login" radius="xl">
      {t("nav.logIn")}
    </Button>
  );
}
