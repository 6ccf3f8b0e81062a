import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconMail,
  IconMapPin,
  IconPhone,
} from "@tabler/icons-react";
import { useTranslation } from "../i18n";
import { Link } from "react-router";
import { BrandLogo } from "../ui/brand-logo";
import { ActionIcon, Container } from "../ui/first-view";
import classes from "./footer.module.css";
import { FOOTER_LINKS } from "./nav-links";
import { useSiteConfig } from "../lib/api/site-config";
import { toDevanagariDigits } from "../../contract/nepali-script";

/** Drawn with plain elements: it is on every first view (decision 043). */
export function Footer() {
  const { t, language } = useTranslation();
  const site = useSiteConfig();
  // Read in Nepali with Devanagari digits (docs/product.md#glossary); the tel: link keeps 0–9.
  const phone = language === "ne" ? toDevanagariDigits(site.contactPhone) : site.contactPhone;
  const year = new Date().getFullYear();
  const socials = [
    { href: site.social.facebook, label: "Facebook", Icon: IconBrandFacebook },
    { href: site.social.instagram, label: "Instagram", Icon: IconBrandInstagram },
    { href: site.social.tiktok, label: "TikTok", Icon: IconBrandTiktok },
  ];

  return (
    <footer className={classes.footer}>
      <Container size="xl" className={classes.inner}>
        <div className={classes.columns}>
          <div className={`${classes.column} ${classes.about}`}>
            <BrandLogo inverted />
            <p className={`${classes.small} ${classes.tagline}`}>{t("footer.tagline")}</p>
          </div>
          <nav className={classes.column} aria-label={t("footer.explore")}>
            <h2 className={classes.heading}>{t("footer.explore")}</h2>
            {FOOTER_LINKS.map((link) => (
              <Link key={link.to} to={link.to} className={classes.link}>
                {t(link.label)}
              </Link>
            ))}
          </nav>
          <div className={classes.column}>
            <h2 className={classes.heading}>{t("footer.contact")}</h2>
            <div className={classes.contact}>
              <IconPhone size={18} aria-hidden />
              <a href={`tel:${site.contactPhone.replace(/[^+\d]/g, "")}`} className={classes.link}>
                <span className={classes.visuallyHidden}>{t("footer.phone")}: </span>
                {phone}
              </a>
            </div>
            <div className={classes.contact}>
              <IconMail size={18} aria-hidden />
              <a href={`mailto:${site.contactEmail}`} className={classes.link}>
                {site.contactEmail}
              </a>
            </div>
            <div className={`${classes.contact} ${classes.address}`}>
              <IconMapPin size={18} aria-hidden />
              <p className={classes.small}>{site.contactAddress}</p>
            </div>
          </div>
          <div className={classes.column}>
            <h2 className={classes.heading}>{t("footer.follow")}</h2>
            <div className={classes.socials}>
              {socials.map(({ href, label, Icon }) => (
                <ActionIcon
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  color="gray"
                  size="lg"
                  radius="xl"
                  aria-label={label}
                >
                  <Icon size={20} />
                </ActionIcon>
              ))}
            </div>
          </div>
        </div>
        <div className={classes.bottom}>
          <p className={classes.small}>{t("footer.copyright", { year, name: site.name })}</p>
          <p className={classes.small}>{t("footer.madeIn")}</p>
        </div>
      </Container>
    </footer>
  );
}
