import { Box, Burger, Button, Container, Group, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconHeartHandshake } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../i18n";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { BrandLogo } from "../ui/brand-logo";
import { AccountMenu } from "./account-menu";
import classes from "./header.module.css";
import { LanguageSwitch } from "./language-switch";
import { DONATE_LINK, HEADER_LINKS } from "./nav-links";

const MobileMenu = lazy(() =>
  import("./mobile-menu").then((module) => ({ default: module.MobileMenu })),
);

export function Header() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The phone's menu loads on the first tap of its button, not with every page.
  const [wasOpened, setWasOpened] = useState(false);
  const { pathname } = useLocation();
  const isActive = (to: string) =>
    to === "/" ? pathname === "/" : pathname.toLowerCase().startsWith(to.toLowerCase());

  return (
    <Box component="header" className={classes.header}>
      <a className="skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      <Container size="xl" className={classes.inner}>
        <BrandLogo />
        <Group component="nav" aria-label={t("nav.mainNavigation")} gap={4} visibleFrom="md">
          {HEADER_LINKS.map((link) => (
            <UnstyledButton
              key={link.to}
              component={RouterNavLink}
              to={link.to}
              className={classes.link}
              data-active={isActive(link.to) || undefined}
            >
              {t(link.label)}
            </UnstyledButton>
          ))}
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Button
            component={Link}
            to={DONATE_LINK.to}
            radius="xl"
            variant="light"
            leftSection={<IconHeartHandshake size={18} />}
            visibleFrom="md"
          >
            {t(DONATE_LINK.label)}
          </Button>
          <Box visibleFrom="sm">
            <LanguageSwitch />
          </Box>
          <AccountMenu />
          <Burger
            opened={opened}
            onClick={() => {
              setWasOpened(true);
              toggle();
            }}
            hiddenFrom="md"
            aria-label={opened ? t("nav.closeMenu") : t("nav.openMenu")}
          />
        </Group>
      </Container>
      {wasOpened && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} isActive={isActive} />
        </Suspense>
      )}
    </Box>
  );
}
