import { useDisclosure } from "@mantine/hooks";
import { IconHeartHandshake } from "@tabler/icons-react";
import { Suspense, useState } from "react";
import { useTranslation } from "../i18n";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { BrandLogo } from "../ui/brand-logo";
import { lazyWithMantine } from "../ui/lazy-with-mantine";
import { Box, Button, Container, UnstyledButton } from "../ui/first-view";
import { AccountMenu } from "./account-menu";
import classes from "./header.module.css";
import { LanguageSwitch } from "./language-switch";
import { DONATE_LINK, HEADER_LINKS } from "./nav-links";

const MobileMenu = lazyWithMantine(() =>
  import("./mobile-menu").then((module) => module.MobileMenu),
);

/** Drawn with plain elements: it is on every first view (decision 043). */
export function Header() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The phone's menu loads on the first tap of its button, not with every page.
  const [wasOpened, setWasOpened] = useState(false);
  const { pathname } = useLocation();
  const isActive = (to: string) =>
    to === "/" ? pathname === "/" : pathname.toLowerCase().startsWith(to.toLowerCase());

  return (
    <header className={classes.header}>
      <a className="skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      <Container size="xl" className={classes.inner}>
        <BrandLogo />
        <Box
          component="nav"
          aria-label={t("nav.mainNavigation")}
          className={classes.nav}
          visibleFrom="md"
        >
          {HEADER_LINKS.map((link) => (
            <RouterNavLink
              key={link.to}
              to={link.to}
              className={classes.link}
              data-active={isActive(link.to) || undefined}
            >
              {t(link.label)}
            </RouterNavLink>
          ))}
        </Box>
        <div className={classes.actions}>
          <Button
            component={Link}
            to={DONATE_LINK.to}
            visibleFrom="md"
            variant="light"
            radius="xl"
            leftSection={<IconHeartHandshake size={18} aria-hidden />}
          >
            {t(DONATE_LINK.label)}
          </Button>
          <Box visibleFrom="sm">
            <LanguageSwitch />
          </Box>
          <AccountMenu />
          <UnstyledButton
            className={classes.burger}
            hiddenFrom="md"
            onClick={() => {
              setWasOpened(true);
              toggle();
            }}
            aria-label={opened ? t("nav.closeMenu") : t("nav.openMenu")}
            aria-expanded={opened}
          >
            <span className={classes.burgerLines} data-opened={opened || undefined} />
          </UnstyledButton>
        </div>
      </Container>
      {wasOpened && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} isActive={isActive} />
        </Suspense>
      )}
    </header>
  );
}
