import { useDisclosure } from "@mantine/hooks";
import { IconHeartHandshake } from "@tabler/icons-react";
import { Suspense, useState } from "react";
import { useTranslation } from "../i18n";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { BrandLogo } from "../ui/brand-logo";
import { lazyWithMantine } from "../ui/lazy-with-mantine";
import button from "../ui/plain/button.module.css";
import layout from "../ui/plain/layout.module.css";
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
      <div className={`${layout.container} ${classes.inner}`}>
        <BrandLogo />
        <nav aria-label={t("nav.mainNavigation")} className={`${classes.nav} ${layout.fromMd}`}>
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
        </nav>
        <div className={classes.actions}>
          <Link
            to={DONATE_LINK.to}
            className={`${button.button} ${layout.fromMd}`}
            data-variant="light"
            data-radius="xl"
            data-icon="start"
          >
            <IconHeartHandshake size={18} aria-hidden />
            {t(DONATE_LINK.label)}
          </Link>
          <div className={layout.fromSm}>
            <LanguageSwitch />
          </div>
          <AccountMenu />
          <button
            type="button"
            className={`${classes.burger} ${layout.belowMd}`}
            onClick={() => {
              setWasOpened(true);
              toggle();
            }}
            aria-label={opened ? t("nav.closeMenu") : t("nav.openMenu")}
            aria-expanded={opened}
          >
            <span className={classes.burgerLines} data-opened={opened || undefined} />
          </button>
        </div>
      </div>
      {wasOpened && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} isActive={isActive} />
        </Suspense>
      )}
    </header>
  );
}
