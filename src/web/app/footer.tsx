import {
  ActionIcon,
  Anchor,
  Box,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
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
import classes from "./footer.module.css";
import { FOOTER_LINKS } from "./nav-links";
import { useSiteConfig } from "../lib/api/site-config";

export function Footer() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const year = new Date().getFullYear();
  const socials = [
    { href: site.social.facebook, label: "Facebook", Icon: IconBrandFacebook },
    { href: site.social.instagram, label: "Instagram", Icon: IconBrandInstagram },
    { href: site.social.tiktok, label: "TikTok", Icon: IconBrandTiktok },
  ];

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing={40}>
          <Stack gap="sm">
            <BrandLogo inverted />
            <Text c="gray.4" size="sm" maw={300}>
              {t("footer.tagline")}
            </Text>
          </Stack>
          <Stack gap={10} component="nav" aria-label={t("footer.explore")}>
            <Title order={2} className={classes.heading}>
              {t("footer.explore")}
            </Title>
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} className={classes.link}>
                {t(link.label)}
              </Anchor>
            ))}
          </Stack>
          <Stack gap={10}>
            <Title order={2} className={classes.heading}>
              {t("footer.contact")}
            </Title>
            <Group gap={8} wrap="nowrap">
              <IconPhone size={18} aria-hidden />
              <Anchor
                href={`tel:${site.contactPhone.replace(/[^+\d]/g, "")}`}
                className={classes.link}
              >
                <VisuallyHidden>{t("footer.phone")}: </VisuallyHidden>
                {site.contactPhone}
              </Anchor>
            </Group>
            <Group gap={8} wrap="nowrap">
              <IconMail size={18} aria-hidden />
              <Anchor href={`mailto:${site.contactEmail}`} className={classes.link}>
                {site.contactEmail}
              </Anchor>
            </Group>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm" c="gray.3">
                {site.contactAddress}
              </Text>
            </Group>
          </Stack>
          <Stack gap={10}>
            <Title order={2} className={classes.heading}>
              {t("footer.follow")}
            </Title>
            <Group gap="xs">
              {socials.map(({ href, label, Icon }) => (
                <ActionIcon
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="lg"
                  radius="xl"
                  variant="light"
                  color="gray"
                  aria-label={label}
                >
                  <Icon size={20} />
                </ActionIcon>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
        <Group justify="space-between" mt={40} pt="lg" className={classes.bottom}>
          <Text size="sm" c="gray.4">
            {t("footer.copyright", { year, name: site.name })}
          </Text>
          <Text size="sm" c="gray.4">
            {t("footer.madeIn")}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
