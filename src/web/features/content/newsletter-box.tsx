import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n";
import { HOLD, useLiveForm } from "../../ui/before-live";

/**
 * A newsletter e-mail box with no sign-up behind it yet. Rather than ignore the press,
 * it says the sign-up is coming soon; the address is not kept or sent.
 */
export function NewsletterBox() {
  const { t } = useTranslation("content");
  const [isNoticeShown, setNoticeShown] = useState(false);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNoticeShown(true);
  };
  // Its field is React's to leave alone, so it keeps what was typed; a Subscribe tapped before
  // the page was live is answered once it is (decision 045).
  const formRef = useRef<HTMLFormElement>(null);
  useLiveForm(formRef, () => undefined);

  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="sm">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} fz="xl">
            {t("events.newsletter.title")}
          </Title>
          <Badge color="yellow" variant="filled" autoContrast>
            {t("events.newsletter.soonBadge")}
          </Badge>
        </Group>
        <Text c="gray.7">{t("events.newsletter.body")}</Text>
        <form ref={formRef} onSubmit={handleSubmit} noValidate {...HOLD}>
          <Group gap="sm" align="flex-end">
            <TextInput
              label={t("events.newsletter.email")}
              type="email"
              autoComplete="email"
              placeholder={t("events.newsletter.placeholder")}
              leftSection={<IconMail size={18} />}
              style={{ flex: "1 1 220px" }}
            />
            <Button type="submit" radius="xl">
              {t("events.newsletter.subscribe")}
            </Button>
          </Group>
        </form>
        <Text size="sm" c="brand.8" fw={600} role="status">
          {isNoticeShown && t("events.newsletter.comingSoon")}
        </Text>
      </Stack>
    </Paper>
  );
}
