import { ActionIcon, Button, Group, Paper, Title } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import { IconBrandFacebook, IconBrandWhatsapp, IconCheck, IconLink } from "@tabler/icons-react";
import type { PublicReport } from "../../../contract/lost-found";
import { useTranslation } from "../../i18n";
import { useSiteConfig } from "../../lib/api/site-config";
import { useReportWords } from "./report-words";

/**
 * The report's link to copy, and to post on Facebook or WhatsApp, where lost animals are looked
 * for in Nepal: the post's preview brings people back here. Plain links, so they work without JavaScript.
 */
export function ReportShare({ report }: { report: PublicReport }) {
  const { t } = useTranslation("lostFound");
  const words = useReportWords();
  const url = `${useSiteConfig().url}/lost-found/${report.id}`;
  const text = t("share.text", { title: words.title(report), place: words.place(report) });
  const clipboard = useClipboard({ timeout: 1500 });
  const apps = [
    {
      name: "Facebook",
      Icon: IconBrandFacebook,
      color: "blue",
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    {
      name: "WhatsApp",
      Icon: IconBrandWhatsapp,
      color: "green",
      href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    },
  ];
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Title order={2} size="h4" mb="sm">
        {t("share.title")}
      </Title>
      <Group gap="xs">
        <Button
          variant="default"
          radius="xl"
          leftSection={clipboard.copied ? <IconCheck size={16} /> : <IconLink size={16} />}
          onClick={() => clipboard.copy(url)}
        >
          {clipboard.copied ? t("share.copied") : t("share.copy")}
        </Button>
        {apps.map(({ name, Icon, color, href }) => (
          <ActionIcon
            key={name}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            color={color}
            size="lg"
            radius="xl"
            aria-label={t("share.shareOn", { app: name })}
          >
            <Icon size={20} />
          </ActionIcon>
        ))}
      </Group>
    </Paper>
  );
}
