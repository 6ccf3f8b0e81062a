import { useClipboard } from "@mantine/hooks";
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
import { ActionIcon, Button } from "../../ui/first-view";
import { useHydrated } from "../../ui/use-hydrated";
import classes from "./share-buttons.module.css";

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
  // 'Copied' stays a second, long enough to be seen.
  const clipboard = useClipboard({ timeout: 1000 });

  return (
    <div className={classes.share}>
      <Button
        leftSection={clipboard.copied ? <IconCheck size={16} /> : <IconLink size={16} />}
        variant="default"
        radius="xl"
        onClick={() => clipboard.copy(url)}
      >
        {clipboard.copied ? t("share.copied") : t("share.copy")}
      </Button>
      {canShare ? (
        <Button
          leftSection={<IconShare size={16} />}
          variant="default"
          radius="xl"
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
            size="lg"
            radius="xl"
            className={classes.app}
            data-color={color}
            aria-label={t("share.shareOn", { app })}
          >
            <Icon size={20} />
          </ActionIcon>
        ))
      )}
    </div>
  );
}
