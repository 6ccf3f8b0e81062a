import { Alert, Button, Divider, Group, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../i18n";
import { useNumberFormat } from "../../lib/format-numbers";

interface Queue {
  /** Photos waiting, failed or on their way. */
  queued: number;
  isUploading: boolean;
  /** Sends what waits (or waits for the batch on its way); answers how many failed. */
  start: () => Promise<number>;
}

/**
 * Done under a new pet's photos (docs/product.md#stores): photos chosen but not sent would be
 * lost and the pet shown without them, so Done waits for photos on their way and asks about
 * photos not sent.
 */
export function UploadDone({ queue, to }: { queue: Queue; to: string }) {
  const { t } = useTranslation("stores");
  const { number } = useNumberFormat();
  const navigate = useNavigate();
  const [isWaiting, setWaiting] = useState(false);
  const [isAsking, setAsking] = useState(false);

  const sendThenFinish = async () => {
    setAsking(false);
    setWaiting(true);
    const failed = await queue.start();
    setWaiting(false);
    if (failed === 0) navigate(to);
    else setAsking(true);
  };
  const done = () => {
    if (queue.isUploading) void sendThenFinish();
    else if (queue.queued > 0) setAsking(true);
    else navigate(to);
  };

  return (
    <Stack gap="md">
      <Divider />
      {isAsking && queue.queued > 0 && (
        <Alert
          role="alert"
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          // The alert's own title colour is too pale on its background (WCAG AA).
          title={
            <Text span fw={700} c="dark.9">
              {t("upload.unsent.title", { count: queue.queued, n: number(queue.queued) })}
            </Text>
          }
        >
          {t("upload.unsent.body")}
          <Group gap="sm" mt="sm">
            <Button size="sm" onClick={() => void sendThenFinish()}>
              {t("upload.unsent.send")}
            </Button>
            <Button size="sm" variant="default" onClick={() => navigate(to)}>
              {t("upload.unsent.skip")}
            </Button>
          </Group>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={done} loading={isWaiting}>
          {t("form.done")}
        </Button>
      </Group>
    </Stack>
  );
}
