import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { ADOPTION_LIMITS } from "../../../contract/adoption";
import { ApiError, GENERIC_ERROR } from "../../lib/http";
import { useSession } from "../../lib/api/session";
import { loadingToast, toast } from "../../ui/toast";
import { AdoptionSent } from "./adoption-sent";
import { formProblems, type AdoptFormValues, type Field } from "./adopt-checks";
import { useAdoptPet } from "./api/adopt-pet";
import { useQuestionAnswers } from "./use-question-answers";
import { QuestionFields } from "./question-fields";

const FIELDS: Field[] = ["name", "address", "phone", "message"];

/**
 * The Adopt Now dialog: Name, Address, Phone, Message, then the centre's own questions. Every
 * field left wrong is marked at once; the toast names the first, checked as name, phone, address,
 * message (the original's order), then question by question; the dialog turns into its
 * 'submitted' view only on a 200.
 */
export function AdoptDialog({
  pet,
  storeTitle,
  opened,
  onClose,
}: {
  pet: { id: number; name: string };
  storeTitle: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("adoption");
  const { user } = useSession();
  const adopt = useAdoptPet();
  const isPhone = useMediaQuery("(max-width: 36em)");
  const [isSubmitted, setSubmitted] = useState(false);
  const form = useForm<AdoptFormValues>({
    initialValues: { name: user?.name ?? "", address: "", phone: "", message: "" },
  });
  const questions = useQuestionAnswers(pet.id);

  const close = () => {
    onClose();
    if (isSubmitted) {
      setSubmitted(false);
      form.reset();
      questions.reset();
    }
  };

  const submit = form.onSubmit(async (values) => {
    const problems = formProblems(values);
    const messageOf = (problem: (typeof problems)[number]) =>
      problem.key ? t(problem.key, { max: problem.max }) : problem.text;
    form.setErrors(
      Object.fromEntries(problems.map((problem) => [problem.field, messageOf(problem)])),
    );
    const [first] = problems;
    if (first) {
      form.getInputNode(first.field)?.focus();
      toast.formError("adopt", messageOf(first));
      return;
    }
    const unanswered = questions.check();
    if (unanswered) {
      toast.formError("adopt", unanswered);
      return;
    }
    const sending = loadingToast(t("adopt.sending"));
    try {
      await adopt.mutateAsync({
        name: values.name.trim(),
        phone: values.phone.trim(),
        address: values.address.trim(),
        message: values.message.trim(),
        pet_id: pet.id,
        answers: questions.answers(),
      });
      sending.success(t("adopt.success"));
      setSubmitted(true);
    } catch (error) {
      // The server's text, or 'Something went wrong!' when it cannot be read.
      const isReadable = error instanceof ApiError && error.message !== GENERIC_ERROR;
      sending.error(isReadable ? error.message : t("errors.generic"));
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (FIELDS.includes(field as Field)) form.setFieldError(field, message);
        }
        questions.showRefusal(error);
      }
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("adopt.dialogTitle")}
      closeButtonProps={{ "aria-label": t("adopt.close") }}
      styles={{ title: { fontWeight: 750, fontSize: "var(--mantine-font-size-xl)" } }}
      fullScreen={isPhone}
      size="lg"
      radius="lg"
      centered
    >
      {isSubmitted ? (
        <AdoptionSent />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t("adopt.intro", { pet: pet.name, store: storeTitle })}
            </Text>
            <TextInput
              label={t("adopt.name")}
              autoComplete="name"
              required
              maxLength={ADOPTION_LIMITS.name}
              {...form.getInputProps("name")}
            />
            <TextInput
              label={t("adopt.address")}
              autoComplete="street-address"
              required
              maxLength={ADOPTION_LIMITS.address}
              {...form.getInputProps("address")}
            />
            <TextInput
              label={t("adopt.phone")}
              description={t("adopt.phoneHint")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              maxLength={ADOPTION_LIMITS.phone}
              {...form.getInputProps("phone")}
            />
            <Textarea
              label={t("adopt.message")}
              placeholder={t("adopt.messagePlaceholder", { pet: pet.name })}
              required
              autosize
              minRows={4}
              maxRows={10}
              maxLength={ADOPTION_LIMITS.message}
              {...form.getInputProps("message")}
            />
            <QuestionFields {...questions.fields} />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" radius="xl" onClick={close}>
                {t("adopt.cancel")}
              </Button>
              <Button
                type="submit"
                radius="xl"
                loading={adopt.isPending}
                disabled={questions.isLoading}
              >
                {t("adopt.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
