import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { ApiError, GENERIC_ERROR } from "../../lib/http";
import { useSession } from "../../lib/api/session";
import { loadingToast, toast } from "../../ui/toast";
import { formProblems, type AdoptFormValues, type Field } from "./adopt-checks";
import { useAdoptPet } from "./api/adopt-pet";
import { useQuestionAnswers } from "./use-question-answers";

const FIELDS: Field[] = ["name", "address", "phone", "message"];

/**
 * The Adopt Now form: every field left wrong is marked at once; the toast names the first,
 * checked as name, phone, address, message (the original's order), then question by question;
 * the form is submitted only on a 200. Closing a submitted form empties it for the next pet.
 */
export function useAdoptForm(petId: number, onClose: () => void) {
  const { t } = useTranslation("adoption");
  const { user } = useSession();
  const adopt = useAdoptPet();
  const [isSubmitted, setSubmitted] = useState(false);
  const form = useForm<AdoptFormValues>({
    initialValues: { name: user?.name ?? "", address: "", phone: "", message: "" },
  });
  const questions = useQuestionAnswers(petId);

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
        pet_id: petId,
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

  return { form, questions, submit, close, isSubmitted, isSending: adopt.isPending };
}
