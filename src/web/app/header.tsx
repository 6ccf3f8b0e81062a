import {
  Box,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  NavLink,
  Stack,
  UnstyledButton,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconHeartHandshake } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { BrandLogo } from "../ui/brand-logo";
import { AccountMenu } from "./account-menu";
import classes from "./header.module.css";
import { LanguageSwitch } from "./language-switch";
import { DONATE_LINK, HEADER_LINKS } from "./nav-links";

export function Header() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
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
            onClick={toggle}
            hiddenFrom="md"
            aria-label={opened ? t("nav.closeMenu") : t("nav.openMenu")}
          />
        </Group>
      </Container>
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
    </Box>
  );
}
