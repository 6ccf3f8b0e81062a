import { STORE_DASHBOARD } from "../../../contract/dashboard";
import {
  Anchor,
  Badge,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowLeft, IconFileText } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "../../i18n";
import { Link, useParams } from "react-router";
import type { ConversationThread, Message } from "../../../contract/conversations";
import { useFormat } from "../../lib/format";
import { QueryState } from "../../ui/query-state";
import { RequireAuth } from "../../ui/require-auth";
import { toast } from "../../ui/toast";
import { usePageMeta } from "../../ui/use-page-meta";
import { useConversation } from "./api/get-conversation";
import { myStoreQuery } from "../../lib/api/my-store";
import { newsQuery } from "../../lib/api/news";
import { conversationsQuery } from "./api/get-conversations";
import { useReply } from "./api/reply";
import classes from "./conversations.module.css";
import { PetThumbnail } from "./pet-thumbnail";
import { MessageForm } from "./message-form";
import { mayAnswerAsStore, signature, unsignedWriter } from "./store-voice";

/**
 * /messages/:conversationId: a conversation about a pet for its two parties, the person and
 * the store's team: every message, the request among them, and a reply box for those who may
 * answer (docs/product.md#conversations).
 */
export function ConversationPage() {
  return (
    <RequireAuth>
      <Conversation />
    </RequireAuth>
  );
}

function Conversation() {
  const { t } = useTranslation("conversations");
  const { conversationId = "" } = useParams();
  const query = useConversation(conversationId);
  usePageMeta(query.data ? t("thread.metaTitle", { pet: query.data.pet.name }) : t("list.title"));
  // Reading marked the thread read on the server: the list's and the badge's counts are stale.
  const queryClient = useQueryClient();
  const readAt = query.dataUpdatedAt;
  useEffect(() => {
    if (readAt) {
      void queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: newsQuery.queryKey, exact: true });
    }
  }, [readAt, queryClient]);

  return (
    <Container size="md" py={{ base: "lg", sm: 40 }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/dashboard?tab=messages" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t("thread.back")}
          </Group>
        </Anchor>
        <QueryState query={query} errorTitle={t("thread.loadError")}>
          {(thread) => <Thread thread={thread} id={conversationId} />}
        </QueryState>
      </Stack>
    </Container>
  );
}

function Thread({ thread, id }: { thread: ConversationThread; id: string }) {
  const { t } = useTranslation(["conversations", "adoption"]);
  const reply = useReply();
  const isStore = thread.my_side === "store";
  // Her stores and roles, asked only when she reads as a store: a carer reads but does not answer.
  const myStore = useQuery({ ...myStoreQuery, enabled: isStore });
  const mayAnswer = !isStore || mayAnswerAsStore(myStore.data?.stores);
  const send = (text: string, { signed }: { signed: boolean }) =>
    reply.mutateAsync({ id, text, signed: isStore && signed }).catch((error: Error) => {
      toast.error(t("thread.failed"), error.message);
      throw error;
    });

  return (
    <Stack gap="lg">
      <ThreadHeader thread={thread} />
      <section aria-labelledby="thread-messages">
        <VisuallyHidden component="h2" id="thread-messages">
          {t("thread.messages")}
        </VisuallyHidden>
        <ol className={classes.thread}>
          {thread.messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              isMine={message.sender_side === thread.my_side}
            />
          ))}
        </ol>
      </section>
      {mayAnswer ? (
        <Paper withBorder radius="lg" p="md">
          <MessageForm
            label={t("thread.replyLabel")}
            submitLabel={t("thread.send")}
            onSend={send}
            isSending={reply.isPending}
            maySign={isStore}
          />
          <Text size="xs" c="dimmed" mt="sm">
            {t("thread.plainText")}
          </Text>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          {t("thread.carerNote")}
        </Text>
      )}
    </Stack>
  );
}

function ThreadHeader({ thread }: { thread: ConversationThread }) {
  const { t } = useTranslation(["conversations", "adoption"]);
  const { pet, request } = thread;
  const isStore = thread.my_side === "store";
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <PetThumbnail imageKey={pet.image_key} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          <Anchor component={Link} to={`/pets/${pet.id}`} inherit c="inherit">
            {pet.name}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {isStore
            ? t("thread.withPerson", { name: thread.other_name })
            : t("thread.with", { name: thread.other_name })}
        </Text>
        {request && (
          <Group gap="xs">
            <Badge variant="outline" color="brand.8" radius="sm" tt="none" size="md">
              {t("thread.requestStatus", { status: t(`adoption:status.${request.status}`) })}
            </Badge>
            <Anchor component={Link} to={isStore ? STORE_DASHBOARD : "/dashboard"} size="sm">
              {t("thread.seeRequest")}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Group>
  );
}

function MessageItem({ message, isMine }: { message: Message; isMine: boolean }) {
  const { t } = useTranslation("conversations");
  const { dateTime } = useFormat();
  const isRequest = message.kind === "request";
  const signedAs = signature(message);
  const writer = unsignedWriter(message);
  return (
    <li
      className={[classes.message, isMine && classes.mine, isRequest && classes.request]
        .filter(Boolean)
        .join(" ")}
    >
      <Group gap={6} justify="space-between" wrap="wrap" mb={4}>
        <Text size="sm" fw={700}>
          {signedAs ?? (isMine ? t("thread.you") : message.sender_name)}
          {writer && (
            <Text span size="xs" fw={400} c="dimmed" ml={6}>
              {t("thread.writtenBy", { name: writer })}
            </Text>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={message.created_at}>{dateTime(message.created_at)}</time>
        </Text>
      </Group>
      {isRequest && (
        <Group gap={4} mb={4}>
          <IconFileText size={16} aria-hidden />
          <Text size="sm" fw={600}>
            {t("thread.request")}
          </Text>
        </Group>
      )}
      <Text size="sm" className={classes.text}>
        {message.text}
      </Text>
    </li>
  );
}
