import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { IconArrowBackUp, IconCheck, IconDownload, IconHome, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import {
  REJECTION_REASON_LIMIT,
  STORE_MOVES,
  type AdoptionStatus,
  type StoreApplication,
} from "../../../contract/adoption";
import { useNewsSeen } from "../../lib/api/news";
import { useFormat } from "../../lib/format";
import { openConfirmModal } from "../../ui/modals-host";
import { QueryState } from "../../ui/query-state";
import { toast } from "../../ui/toast";
import { useUpdateApplication } from "./api/update-application";
import { useRecordReturn } from "./api/record-return";
import { useStoreApplications } from "./api/get-store-applications";
import { AgreementNote } from "./agreement-note";
import { AnswerList } from "./answer-list";
import { FeeNote } from "./fee-note";
import { ApplicationCard } from "./application-card";
import classes from "./adoption.module.css";

/**
 * The store's adoption requests, newest first, with Approve / Reject as STORE_MOVES allows.
 * The app shows it in the stores feature's StoreTab, for the owner's store.
 */
export function StoreApplications({ storeId }: { storeId: number }) {
  const { t } = useTranslation("adoption");
  const query = useStoreApplications(storeId);
  // On screen, the store's new requests are seen: the header's badge lets them go.
  useNewsSeen("store-requests", query.dataUpdatedAt);
  return (
    <QueryState
      query={query}
      errorTitle={t("store.loadError")}
      loading={<Skeleton height={220} radius="lg" />}
      isEmpty={(data) => data.length === 0}
      empty={
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed">{t("store.empty")}</Text>
        </Paper>
      }
    >
      {(data) => <RequestList applications={data} storeId={storeId} />}
    </QueryState>
  );
}

function RequestList({
  applications,
  storeId,
}: {
  applications: StoreApplication[];
  storeId: number;
}) {
  const { t } = useTranslation("adoption");
  const pending = applications.filter((application) => application.status === "pending").length;
  return (
    <Stack gap="md">
      <Group gap="xs" justify="space-between">
        {pending > 0 ? (
          <Badge color="yellow.5" c="dark.9" size="lg" variant="filled" radius="sm" tt="none">
            {t("store.pendingCount", { count: pending })}
          </Badge>
        ) : (
          <Text c="dimmed" size="sm">
            {t("store.noneWaiting")}
          </Text>
        )}
        {/* A plain link: the browser downloads the file with the session it already has. */}
        <Button
          component="a"
          href="/api/vendors/me/applications.csv"
          download
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
        >
          {t("store.export")}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: "start" }}>
        {applications.map((application) => (
          <RequestCard key={application.id} application={application} storeId={storeId} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

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

function RequestCard({ application, storeId }: { application: StoreApplication; storeId: number }) {
  const { t } = useTranslation("adoption");
  const format = useFormat();
  const update = useUpdateApplication(storeId);
  const recordReturn = useRecordReturn(storeId);
  const { name, pet, status } = application;
  const moves = STORE_MOVES[status];
  // An adopted pet that came back: the adoption stays, the pet can be listed again.
  const canRecordReturn = status === "Adopted" && application.returned_at === null;
  // The handover waits for the applicant's signature where an agreement applies.
  const isUnsigned = application.agreement !== null && !application.agreement.signed_at;

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

  const confirmReturn = () =>
    void openConfirmModal({
      title: t("store.returnTitle", { pet: pet.name }),
      children: <Text size="sm">{t("store.returnBody", { name, pet: pet.name })}</Text>,
      labels: { confirm: t("store.returnConfirm"), cancel: t("store.cancel") },
      closeButtonProps: { "aria-label": t("adopt.close") },
      onConfirm: () =>
        void recordReturn.mutateAsync(application.id).then(
          () => toast.success(t("store.returned")),
          (error: Error) => toast.error(t("store.updateFailed"), error.message),
        ),
    });

  return (
    <ApplicationCard
      application={application}
      labelledBy={`request-${application.id}`}
      className={status === "pending" ? classes.pendingCard : undefined}
      heading={
        <>
          <Text fw={700} size="lg" id={`request-${application.id}`}>
            {name}
          </Text>
          <Text size="sm">
            <Anchor component={Link} to={`/pets/${application.pet_id}`}>
              {t("store.forPet", { pet: pet.name })}
            </Anchor>
            {" · "}
            <Text span c="dimmed" size="sm">
              {t("store.received", { date: format.dateTime(application.created_at) })}
            </Text>
          </Text>
        </>
      }
      actions={
        canRecordReturn ? (
          <Button
            variant="default"
            radius="xl"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={confirmReturn}
            loading={recordReturn.isPending}
            aria-label={t("store.recordReturnLabel", { name, pet: pet.name })}
          >
            {t("store.recordReturn")}
          </Button>
        ) : (
          moves.length > 0 && (
            <>
              {moves.includes("Rejected") && (
                <Button
                  variant="outline"
                  color="red.9"
                  radius="xl"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={confirmReject}
                  disabled={update.isPending}
                  aria-label={t("store.rejectLabel", { name, pet: pet.name })}
                >
                  {t("store.reject")}
                </Button>
              )}
              {moves.includes("Approved") && (
                <Button
                  color="teal.9"
                  radius="xl"
                  leftSection={<IconCheck size={16} aria-hidden />}
                  onClick={() => answer("Approved")}
                  loading={update.isPending}
                  aria-label={t("store.approveLabel", { name, pet: pet.name })}
                >
                  {t("store.approve")}
                </Button>
              )}
              {moves.includes("Adopted") && (
                <Button
                  color="blue.8"
                  radius="xl"
                  leftSection={<IconHome size={16} aria-hidden />}
                  onClick={confirmAdopted}
                  disabled={update.isPending || isUnsigned}
                  aria-label={t("store.markAdoptedLabel", { name, pet: pet.name })}
                >
                  {t("store.markAdopted")}
                </Button>
              )}
            </>
          )
        )
      }
    >
      <dl className={classes.facts}>
        <div>
          <dt>{t("store.phone")}</dt>
          <dd>
            <Anchor href={`tel:${application.phone.replace(/[^\d+]/g, "")}`} inherit>
              {application.phone}
            </Anchor>
          </dd>
        </div>
        <div>
          <dt>{t("store.address")}</dt>
          <dd>{application.address}</dd>
        </div>
      </dl>

      <div>
        <Text size="sm" fw={600} mb={4}>
          {t("store.message")}
        </Text>
        <blockquote className={classes.quote}>{application.message}</blockquote>
      </div>
      <AgreementNote application={application} />
      <FeeNote application={application} reader="centre" />
      <AnswerList answers={application.answers} reader="centre" />
    </ApplicationCard>
  );
}
