import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { isNotEmpty, useForm } from "@mantine/form";
import { IconMailForward } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n";
import { useSearchParams } from "react-router";
import { CONTROL_CHARACTERS } from "../../../contract/text";
import { useSiteConfig } from "../../lib/api/site-config";
import { isEmailAddress } from "../../lib/email";
import { HOLD, typedValues, useLiveForm } from "../../ui/before-live";
import classes from "./content.module.css";
import { buildMailto, type ContactMessage } from "./mailto";

// The inquiry types a visitor chooses from, in the order shown.
const INQUIRY_TYPES = ["general", "feedback", "partnership", "other"] as const;

/** Long mailto links are cut off by some mail apps; this keeps the whole message in the link. */
const MAX_MESSAGE_LENGTH = 1500;

/** What a pet page's Contact Us names (?about=), on one line and short, to start the message. */
const aboutFrom = (value: string | null) =>
  value?.replace(new RegExp(CONTROL_CHARACTERS.source, "g"), " ").trim().slice(0, 200) ?? "";

/** What must be filled in; each rule answers with an i18n key, so errors follow a language switch. */
const RULES = {
  name: isNotEmpty("contact.errors.nameRequired"),
  email: (value: string) =>
    !value.trim()
      ? "contact.errors.emailRequired"
      : isEmailAddress(value)
        ? null
        : "contact.errors.emailInvalid",
  message: isNotEmpty("contact.errors.messageRequired"),
};

/** The message's form, begun with the pet a pet page's Contact Us named. */
function useContactMessage() {
  const { t } = useTranslation("content");
  const [searchParams] = useSearchParams();
  const about = aboutFrom(searchParams.get("about"));
  return useForm<ContactMessage>({
    initialValues: {
      name: "",
      email: "",
      phone: "",
      inquiryType: "general",
      // From a pet's page the message names the pet, so the shelter knows which one is meant.
      message: about ? t("contact.aboutPet", { about }) : "",
    },
    validate: RULES,
  });
}

/** The mailto link of a message to the site's address, its labels in the reader's language. */
function useMailtoLink() {
  const { t } = useTranslation("content");
  const { contactEmail } = useSiteConfig();
  return (values: ContactMessage) => {
    const inquiryType = t(`contact.types.${values.inquiryType as (typeof INQUIRY_TYPES)[number]}`);
    return buildMailto(
      contactEmail,
      { ...values, inquiryType },
      {
        subject: t("contact.mail.subject", { type: inquiryType, name: values.name.trim() }),
        name: t("contact.name"),
        email: t("contact.email"),
        phone: t("contact.phone"),
        inquiryType: t("contact.inquiryType"),
        notGiven: t("contact.mail.notGiven"),
      },
    );
  };
}

/**
 * /contactus: Submit opens the visitor's mail app with the message filled in;
 * nothing is posted to a server.
 */
export function ContactForm() {
  const { t } = useTranslation("content");
  const form = useContactMessage();
  const mailtoLink = useMailtoLink();
  const [mailto, setMailto] = useState<string | null>(null);

  // What was typed before the page was live is kept, and a Submit tapped then is acted on now
  // (docs/decisions/045-nothing-lost-before-the-page-is-live.md).
  const formRef = useRef<HTMLFormElement>(null);
  useLiveForm(formRef, (fields) =>
    form.setValues(typedValues(fields, ["name", "email", "phone", "inquiryType", "message"])),
  );

  const field = (name: keyof ContactMessage) => {
    const props = form.getInputProps(name);
    return { ...props, name, error: props.error ? t(props.error as never) : undefined };
  };

  // Keyboard and screen-reader users land on the first field to fix.
  function focusFirstError(errors: Record<string, unknown>) {
    const [first] = Object.keys(errors);
    if (first) form.getInputNode(first as keyof ContactMessage)?.focus();
  }

  const handleSubmit = form.onSubmit((values) => {
    const href = mailtoLink(values);
    setMailto(href);
    window.location.assign(href);
  }, focusFirstError);

  if (mailto) {
    return (
      <ContactSent
        mailto={mailto}
        onAnother={() => {
          form.reset();
          setMailto(null);
        }}
      />
    );
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className={classes.form} {...HOLD}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t("contact.name")} required autoComplete="name" {...field("name")} />
          <TextInput
            label={t("contact.email")}
            required
            type="email"
            autoComplete="email"
            {...field("email")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t("contact.phone")}
            description={t("contact.phoneHint")}
            // Hint under the field, so the two inputs of the row line up.
            inputWrapperOrder={["label", "input", "description", "error"]}
            classNames={{ description: classes.hint }}
            type="tel"
            autoComplete="tel"
            {...field("phone")}
          />
          <NativeSelect
            label={t("contact.inquiryType")}
            data={INQUIRY_TYPES.map((type) => ({ value: type, label: t(`contact.types.${type}`) }))}
            {...field("inquiryType")}
          />
        </SimpleGrid>
        <Textarea
          label={t("contact.message")}
          required
          autosize
          minRows={5}
          maxLength={MAX_MESSAGE_LENGTH}
          {...field("message")}
        />
        <Text size="xs" c="gray.7">
          {t("contact.formNote")}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" size="md" radius="xl" w={{ base: "100%", sm: "auto" }} px={40}>
            {t("contact.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** After Submit: the mail app was opened; the link again, or another message. */
function ContactSent({ mailto, onAnother }: { mailto: string; onAnother: () => void }) {
  const { t } = useTranslation("content");
  const { contactEmail } = useSiteConfig();
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    sentRef.current?.focus();
  }, [mailto]);
  return (
    <Stack gap="md">
      <Alert
        ref={sentRef}
        tabIndex={-1}
        color="teal"
        classNames={{ title: classes.successTitle }}
        icon={<IconMailForward />}
        title={t("contact.sent.title")}
      >
        <Text size="sm">{t("contact.sent.body", { email: contactEmail })}</Text>
        <Anchor
          href={mailto}
          c="dark.8"
          underline="always"
          fw={700}
          size="sm"
          mt="xs"
          display="inline-block"
        >
          {t("contact.sent.openAgain")}
        </Anchor>
      </Alert>
      <Button variant="default" onClick={onAnother}>
        {t("contact.sent.another")}
      </Button>
    </Stack>
  );
}
