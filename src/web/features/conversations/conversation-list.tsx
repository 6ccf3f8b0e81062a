import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconFileText, IconMessages } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import type { ConversationSummary } from "../../../contract/conversations";
import { useFormat } from "../../lib/format";
import { QueryState } from "../../ui/query-state";
import { useConversations, useTotalUnread } from "./api/get-conversations";
import classes from "./conversations.module.css";
import { PetThumbnail } from "./pet-thumbnail";

/** The dashboard's Messages tab: every conversation of the caller, newest message first. */
export function ConversationList() {
  const { t } = useTranslation("conversations");
  const { number } = useFormat();
  const total = useTotalUnread();
  return (
    <Stack gap="md" component="section" aria-labelledby="messages-title">
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={2} fz="h3" id="messages-title">
            {t("list.title")}
          </Title>
          <Text size="sm" c="dimmed" maw={640}>
            {t("list.intro")}
          </Text>
        </div>
        <Badge
          size="lg"
          radius="sm"
          variant={total ? "filled" : "light"}
          color={total ? "brand.8" : "gray.7"}
          tt="none"
        >
          {total ? t("list.totalUnread", { count: total, n: number(total) }) : t("list.allRead")}
        </Badge>
      </Group>
      <QueryState
        query={useConversations()}
        errorTitle={t("list.loadError")}
        loading={<Skeleton height={88} radius="lg" />}
      >
        {({ conversations }) =>
          conversations.length ? (
            <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {conversations.map((conversation) => (
                <li key={conversation.id}>
                  <ConversationItem conversation={conversation} />
                </li>
              ))}
            </Stack>
          ) : (
            <Paper withBorder radius="lg" p="xl">
              <Group gap="sm" wrap="nowrap">
                <IconMessages size={28} aria-hidden style={{ flex: "none" }} />
                <Text>{t("list.empty")}</Text>
              </Group>
            </Paper>
          )
        }
      </QueryState>
    </Stack>
  );
}

function ConversationItem({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation("conversations");
  const { dateTime, number } = useFormat();
  const { pet, last_message: last, unread } = conversation;
  const isMine = last.sender_side === conversation.my_side;
  return (
    <Paper
      component={Link}
      to={`/messages/${conversation.id}`}
      withBorder
      radius="lg"
      p="md"
      className={`${classes.item} ${unread ? classes.unreadItem : ""}`}
    >
      <PetThumbnail imageKey={pet.image_key} isLazy />
      <div className={classes.summary}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} truncate>
            {t("list.about", { pet: pet.name })}
          </Text>
          {unread > 0 && (
            <Badge color="brand.8" radius="xl" tt="none" style={{ flex: "none" }}>
              {t("list.unread", { count: unread, n: number(unread) })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" truncate>
          {conversation.other_name}
          {conversation.my_side === "store" && ` · ${t("list.toYourStore")}`}
        </Text>
        <Text size="sm" truncate fw={unread ? 600 : 400}>
          {last.kind === "request" && (
            <IconFileText
              size={14}
              aria-label={t("list.request")}
              style={{ verticalAlign: -2, marginInlineEnd: 4 }}
            />
          )}
          {isMine && `${t("list.you")} `}
          {last.text}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={last.created_at}>{dateTime(last.created_at)}</time>
        </Text>
      </div>
    </Paper>
  );
}
