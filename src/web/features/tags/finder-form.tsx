import { IconCircleCheck, IconSend } from "@tabler/icons-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/http";
import { Alert, Button, Text, TextInput, Title } from "../../ui/first-view";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useSendTagMessage } from "./api/get-tag";
import classes from "./tags.module.css";

/**
 * The finder's mobile number and a short message, relayed by SMS; then a thank-you. A refusal
 * (too many messages, a number that is not a Nepali mobile) is said in her language by its code.
 */
export function FinderForm({ token, name }: { token: string; name: string | null }) {
  const { t } = useTranslation("tags");
  const send = useSendTagMessage(token);
  const [phone, setPhone] = useState("");
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (send.isSuccess) {
    return (
      <FinderThanks
        name={name}
        onAnother={() => {
          setText("");
          send.reset();
        }}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(!phone.trim() && { phone: t("page.phoneMissing") }),
      ...(!text.trim() && { text: t("page.messageMissing") }),
    };
    setErrors(missing);
    if (Object.keys(missing).length) return;
    send.mutate(
      { phone, text },
      {
        onError: (error) => {
          // One field refused: the refusal's own words, in her language by its code.
          const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
          const names = Object.keys(fields);
          setErrors(names.length === 1 ? { [names[0]!]: error.message } : fields);
        },
      },
    );
  };
  const refusal = send.error && Object.keys(errors).length === 0 ? send.error : null;

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <div>
        <TextInput
          label={t("page.phone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          size="md"
          required
          maxLength={20}
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={errors.phone}
        />
        <Text size="xs" c="dimmed" className={classes.hint}>
          {t("page.phoneHint")}
        </Text>
      </div>
      <MessageField value={text} onChange={setText} error={errors.text} />
      {refusal && (
        <Alert
          variant="light"
          color="red"
          title={t("page.failed")}
          icon={<IconAlertTriangle size={20} aria-hidden />}
        >
          <p>{refusal.message}</p>
        </Alert>
      )}
      <Button
        type="submit"
        size="md"
        fullWidth
        loading={send.isPending}
        leftSection={<IconSend size={18} aria-hidden />}
      >
        <span>{t("page.submit")}</span>
      </Button>
    </form>
  );
}

/** The thank-you once her message is on its way, and a way to write another. */
function FinderThanks({ name, onAnother }: { name: string | null; onAnother: () => void }) {
  const { t } = useTranslation("tags");
  return (
    <div className={classes.sent} role="status">
      <IconCircleCheck size={40} className={classes.sentIcon} aria-hidden />
      <Title order={2}>{t("page.sentTitle")}</Title>
      <Text>{name ? t("page.sentBody", { name }) : t("page.sentBodyUnnamed")}</Text>
      <Button variant="default" onClick={onAnother}>
        {t("page.another")}
      </Button>
    </div>
  );
}

/** The message, in a plain textarea: the first-view components have no Textarea. */
function MessageField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (text: string) => void;
  error?: string;
}) {
  const { t } = useTranslation("tags");
  const messageId = useId();
  return (
    <div>
      <label htmlFor={messageId} className={classes.label}>
        {t("page.message")}
        <span className={classes.required} aria-hidden>
          {" *"}
        </span>
      </label>
      <textarea
        id={messageId}
        className={classes.textarea}
        data-size="md"
        maxLength={300}
        required
        placeholder={t("page.messagePlaceholder")}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${messageId}-error` : undefined}
      />
      {error && (
        <p id={`${messageId}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
