import { ActionIcon, Button, CopyButton, Group } from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandViber,
  IconBrandWhatsapp,
  IconCheck,
  IconLink,
  IconShare,
} from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { useSiteConfig } from "../../lib/api/site-config";
import { useHydrated } from "../../ui/use-hydrated";

// The apps people in Nepal share links with, for browsers without the Web Share API.
const APPS = [
  {
    name: "Facebook",
    Icon: IconBrandFacebook,
    color: "blue",
    href: (url: string) =>
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    name: "WhatsApp",
    Icon: IconBrandWhatsapp,
    color: "green",
    href: (url: string, text: string) =>
      `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  },
  {
    name: "Viber",
    Icon: IconBrandViber,
    color: "violet",
    href: (url: string, text: string) =>
      `viber://forward?text=${encodeURIComponent(`${text} ${url}`)}`,
  },
] as const;

export function ShareButtons({ petId, name }: { petId: number; name: string }) {
  const { t } = useTranslation("catalogue");
  const url = `${useSiteConfig().url}/pets/${petId}`;
  const text = t("share.text", { name });
  // The phone's share sheet, where there is one; the server (and hydration) renders the app links.
  const canShare = useHydrated() && typeof navigator.share === "function";

  return (
    <Group gap="xs">
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            variant="default"
            radius="xl"
            leftSection={copied ? <IconCheck size={16} /> : <IconLink size={16} />}
            onClick={copy}
          >
            {copied ? t("share.copied") : t("share.copy")}
          </Button>
        )}
      </CopyButton>
      {canShare ? (
        <Button
          variant="default"
          radius="xl"
          leftSection={<IconShare size={16} />}
          // Closing the share sheet rejects the promise; that is not an error.
          onClick={() => void navigator.share({ title: name, text, url }).catch(() => undefined)}
        >
          {t("share.share")}
        </Button>
      ) : (
        APPS.map(({ name: app, Icon, color, href }) => (
          <ActionIcon
            key={app}
            component="a"
            href={href(url, text)}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            color={color}
            radius="xl"
            size="lg"
            aria-label={t("share.shareOn", { app })}
          >
            <Icon size={20} />
          </ActionIcon>
        ))
      )}
    </Group>
  );
}
