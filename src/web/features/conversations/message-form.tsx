import { Button, Checkbox, Group, Stack, Textarea } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n";
import {
  MESSAGE_LIMIT,
  MESSAGE_REFUSALS,
  refuseMessage,
  tidyMessage,
} from "../../../contract/conversations";
import { errorText } from "../../i18n";
import { useNumberFormat } from "../../lib/format-numbers";
import { submitWith } from "../../ui/submit-with";

interface MessageFormProps {
  label: string;
  placeholder?: string;
  submitLabel: string;
  /** Sends the tidied text; the form empties once it resolves. */
  onSend: (text: string, options: { signed: boolean }) => Promise<unknown>;
  /** A member writing as the store may sign with her first name; off unless she ticks it. */
  maySign?: boolean;
  isSending: boolean;
  /** Beside the send button, e.g. Cancel in a dialog. */
  extra?: ReactNode;
  autoFocus?: boolean;
}

/**
 * A message's text area, checked as the server checks it (contract/conversations.ts): at most
 * 2,000 characters once trimmed, line breaks kept, no other control characters.
 */
export function MessageForm({
  label,
  placeholder,
  submitLabel,
  onSend,
  isSending,
  extra,
  autoFocus,
  maySign = false,
}: MessageFormProps) {
  const { t } = useTranslation("conversations");
  const { number } = useNumberFormat();
  const [text, setText] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  // Kept after sending: a member who signs one reply likely signs the next.
  const [signed, setSigned] = useState(false);
  const left = MESSAGE_LIMIT - tidyMessage(text).length;

  const submit = async () => {
    const code = refuseMessage(text);
    // Said as the server would say it, in the reader's language.
    if (code) return setRefusal(await errorText(code, MESSAGE_REFUSALS[code]));
    setRefusal(null);
    await onSend(tidyMessage(text), { signed: maySign && signed }).then(
      () => setText(""),
      () => undefined,
    );
  };

  return (
    <form onSubmit={submitWith(submit)}>
      <Stack gap="sm">
        <Textarea
          label={label}
          placeholder={placeholder}
          description={
            left >= 0
              ? t("form.left", { count: left, n: number(left) })
              : t("form.over", { count: -left, n: number(-left) })
          }
          error={refusal}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (refusal) setRefusal(null);
          }}
          autosize
          minRows={3}
          maxRows={10}
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
        />
        {maySign && (
          <Checkbox
            label={t("form.sign")}
            checked={signed}
            onChange={(event) => setSigned(event.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end" gap="sm">
          {extra}
          <Button
            type="submit"
            radius="xl"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={isSending}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
