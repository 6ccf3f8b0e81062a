import { Box, Drawer, NavLink, Stack } from "@mantine/core";
import { useTranslation } from "../i18n";
import { Link } from "react-router";
import { BrandLogo } from "../ui/brand-logo";
import { LanguageSwitch } from "./language-switch";
import { DONATE_LINK, HEADER_LINKS } from "./nav-links";

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  isActive: (to: string) => boolean;
}

/** The phone's menu: every page, Donate, and the language switch, in a drawer. */
export function MobileMenu({ opened, onClose: close, isActive }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={close}
      size="80%"
      padding="md"
      title={<BrandLogo />}
      hiddenFrom="md"
    >
      <Stack gap={4} component="nav" aria-label={t("nav.mainNavigation")}>
        {[...HEADER_LINKS, DONATE_LINK].map((link) => (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={t(link.label)}
            active={isActive(link.to)}
            onClick={close}
            styles={{ label: { fontSize: "var(--mantine-font-size-lg)" } }}
          />
        ))}
        <Box pt="md" hiddenFrom="sm">
          <LanguageSwitch />
        </Box>
      </Stack>
    </Drawer>
  );
}
