import { Button, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useState } from "react";
import type { MatchMessage } from "../../../contract/lost-found";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { toast } from "../../ui/toast";
import { useSendMatchMessage } from "./api/match-changes";
import classes from "./lost-found.module.css";

/** The two reporters' messages, oldest first, and a box to write while the pair is open. */
export function MatchMessages({
  matchId,
  messages,
  isOpen,
}: {
  matchId: number;
  messages: MatchMessage[];
  isOpen: boolean;
}) {
  const { t } = useTranslation("lostFound");
  const { dateTime } = useFormat();
  const send = useSendMatchMessage();
  const [text, setText] = useState("");
  return (
    <section aria-labelledby="messages">
      <Title order={2} size="h4" id="messages" mb="xs">
        {t("match.messages")}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t("match.safety")}
      </Text>
      {messages.length === 0 ? (
        <Text c="dimmed" mb="sm">
          {t("match.noMessages")}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} mb="sm" style={{ listStyle: "none" }}>
          {messages.map((message) => (
            <Paper
              key={message.id}
              component="li"
              withBorder
              radius="md"
              p="xs"
              className={`${classes.message} ${message.mine ? classes.mine : classes.theirs}`}
            >
              <Text size="xs" c="dimmed">
                {message.mine ? t("match.you") : t("match.them")} · {dateTime(message.created_at)}
              </Text>
              <Text>{message.text}</Text>
            </Paper>
          ))}
        </Stack>
      )}
      {isOpen && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate(
              { id: matchId, text: text.trim() },
              {
                onSuccess: () => setText(""),
                onError: (error) => toast.error(t("match.sendFailed"), error.message),
              },
            );
          }}
        >
          <Stack gap="xs">
            <Textarea
              label={t("match.write")}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={2000}
            />
            <Button
              type="submit"
              w="fit-content"
              leftSection={<IconSend size={16} aria-hidden />}
              loading={send.isPending}
              disabled={!text.trim()}
            >
              {t("match.send")}
            </Button>
          </Stack>
        </form>
      )}
    </section>
  );
}
