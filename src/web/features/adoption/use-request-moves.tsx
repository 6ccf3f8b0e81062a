import { Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import {
  REJECTION_REASON_LIMIT,
  type AdoptionStatus,
  type StoreApplication,
} from "../../../contract/adoption";
import { RETURN_REASON_LIMIT } from "../../../contract/animal-life";
import { openConfirmModal } from "../../ui/modals-host";
import { toast } from "../../ui/toast";
import { useRecordReturn } from "./api/record-return";
import { useUpdateApplication } from "./api/update-application";

/** The reject dialog's optional reason, with how much of its limit is left. */
function RejectReason({ onChange }: { onChange: (value: string) => void }) {
  const { t } = useTranslation("adoption");
  const [value, setValue] = useState("");
  return (
    <Textarea
      label={t("store.reasonLabel")}
      description={t("store.reasonHint", {
        count: REJECTION_REASON_LIMIT - value.length,
      })}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        onChange(event.currentTarget.value);
      }}
      maxLength={REJECTION_REASON_LIMIT}
      autosize
      minRows={3}
      maxRows={8}
      data-autofocus
    />
  );
}

/** Why an adopted pet came back: the team's own words, kept in the animal's history. */
function ReturnReason({ onChange }: { onChange: (value: string) => void }) {
  const { t } = useTranslation("adoption");
  return (
    <Textarea
      label={t("store.returnReasonLabel")}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={RETURN_REASON_LIMIT}
      autosize
      minRows={2}
      maxRows={6}
      data-autofocus
    />
  );
}

/** A store's answers to a request (approve, reject, mark adopted) and a return's record. */
export function useRequestMoves(application: StoreApplication, storeId: number) {
  const { t } = useTranslation("adoption");
  const update = useUpdateApplication(storeId);
  const recordReturn = useRecordReturn(storeId);
  const { name, pet } = application;

  const answer = (to: AdoptionStatus, reason?: string) =>
    // A filtered list drops the answered request (unmounting this card) before mutate's own
    // callbacks would run; mutateAsync's promise settles regardless.
    update.mutateAsync({ id: application.id, status: to, reason }).then(
      () => toast.success(t("store.updated")),
      // 'Unable to Update', with the server's reason underneath.
      (error: Error) => toast.error(t("store.updateFailed"), error.message),
    );

  // Rejecting e-mails the applicant, so a slip of the thumb is asked about first; the same
  // dialog takes the reason she is told, if the store gives one.
  const confirmReject = () => {
    let reason = "";
    void openConfirmModal({
      title: t("store.rejectTitle"),
      children: (
        <Stack gap="md">
          <Text size="sm">{t("store.rejectBody", { name, pet: pet.name })}</Text>
          <RejectReason onChange={(value) => (reason = value)} />
        </Stack>
      ),
      labels: { confirm: t("store.rejectConfirm"), cancel: t("store.cancel") },
      // Dark red for the white label's contrast, and a named close button: the dialog is read
      // by screen readers as much as the card is.
      confirmProps: { color: "red.9" },
      closeButtonProps: { "aria-label": t("adopt.close") },
      onConfirm: () => void answer("Rejected", reason.trim() || undefined),
    });
  };

  // Marking adopted takes the pet off the listing and closes the other requests: asked first.
  const confirmAdopted = () =>
    void openConfirmModal({
      title: t("store.adoptTitle", { name, pet: pet.name }),
      children: <Text size="sm">{t("store.adoptBody", { pet: pet.name })}</Text>,
      labels: { confirm: t("store.adoptConfirm"), cancel: t("store.cancel") },
      confirmProps: { color: "blue.8" },
      closeButtonProps: { "aria-label": t("adopt.close") },
      onConfirm: () => void answer("Adopted"),
    });

  const confirmReturn = () => {
    let reason = "";
    void openConfirmModal({
      title: t("store.returnTitle", { pet: pet.name }),
      children: (
        <Stack gap="md">
          <Text size="sm">{t("store.returnBody", { name, pet: pet.name })}</Text>
          <ReturnReason onChange={(value) => (reason = value)} />
        </Stack>
      ),
      labels: { confirm: t("store.returnConfirm"), cancel: t("store.cancel") },
      closeButtonProps: { "aria-label": t("adopt.close") },
      onConfirm: () =>
        void recordReturn.mutateAsync({ id: application.id, reason: reason.trim() || null }).then(
          () => toast.success(t("store.returned")),
          (error: Error) => toast.error(t("store.updateFailed"), error.message),
        ),
    });
  };

  return {
    approve: () => answer("Approved"),
    confirmReject,
    confirmAdopted,
    confirmReturn,
    isAnswering: update.isPending,
    isRecordingReturn: recordReturn.isPending,
  };
}
