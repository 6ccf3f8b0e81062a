import { Anchor, Button, Text } from "@mantine/core";
import { IconArrowBackUp, IconCheck, IconHome, IconX } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { STORE_MOVES, type StoreApplication } from "../../../contract/adoption";
import { useMayDo } from "../../lib/api/my-store";
import { useFormat } from "../../lib/format";
import { AgreementNote } from "./agreement-note";
import { AnswerList } from "./answer-list";
import { ApplicationCard } from "./application-card";
import { FeeNote } from "./fee-note";
import { useRequestMoves } from "./use-request-moves";
import classes from "./adoption.module.css";

// An adopted pet that came back: the adoption stays, the pet can be listed again.
const canRecordReturn = (application: StoreApplication) =>
  application.status === "Adopted" && application.returned_at === null;

/** A request as its store sees it, with Approve / Reject as STORE_MOVES and her role allow. */
export function RequestCard({
  application,
  storeId,
}: {
  application: StoreApplication;
  storeId: number;
}) {
  const { t } = useTranslation("adoption");
  const format = useFormat();
  const { name, pet, status } = application;
  const hasActions = canRecordReturn(application) || STORE_MOVES[status].length > 0;
  // A carer reads requests but does not decide them (contract/store-roles.ts): she is told why.
  const mayDecide = useMayDo("decide");
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
        hasActions &&
        (mayDecide ? (
          <RequestActions application={application} storeId={storeId} />
        ) : (
          <Text size="sm" c="dimmed">
            {t("store.carerNote")}
          </Text>
        ))
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
      <FeeNote application={application} reader="store" />
      <AnswerList answers={application.answers} reader="store" />
    </ApplicationCard>
  );
}

/** Record a return of an adopted pet, or the moves its status allows. */
function RequestActions({
  application,
  storeId,
}: {
  application: StoreApplication;
  storeId: number;
}) {
  const { t } = useTranslation("adoption");
  const moves = useRequestMoves(application, storeId);
  const { name, pet, status } = application;
  const allowed = STORE_MOVES[status];
  // The handover waits for the applicant's signature where an agreement applies.
  const isUnsigned = application.agreement !== null && !application.agreement.signed_at;
  if (canRecordReturn(application)) {
    return (
      <Button
        variant="default"
        radius="xl"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        onClick={moves.confirmReturn}
        loading={moves.isRecordingReturn}
        aria-label={t("store.recordReturnLabel", { name, pet: pet.name })}
      >
        {t("store.recordReturn")}
      </Button>
    );
  }
  return (
    <>
      {allowed.includes("Rejected") && (
        <Button
          variant="outline"
          color="red.9"
          radius="xl"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={moves.confirmReject}
          disabled={moves.isAnswering}
          aria-label={t("store.rejectLabel", { name, pet: pet.name })}
        >
          {t("store.reject")}
        </Button>
      )}
      {allowed.includes("Approved") && (
        <Button
          color="teal.9"
          radius="xl"
          leftSection={<IconCheck size={16} aria-hidden />}
          onClick={moves.approve}
          loading={moves.isAnswering}
          aria-label={t("store.approveLabel", { name, pet: pet.name })}
        >
          {t("store.approve")}
        </Button>
      )}
      {allowed.includes("Adopted") && (
        <Button
          color="blue.8"
          radius="xl"
          leftSection={<IconHome size={16} aria-hidden />}
          onClick={moves.confirmAdopted}
          disabled={moves.isAnswering || isUnsigned}
          aria-label={t("store.markAdoptedLabel", { name, pet: pet.name })}
        >
          {t("store.markAdopted")}
        </Button>
      )}
    </>
  );
}
