import { Alert, Button, Container, Group, Text } from "@mantine/core";
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
} from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link, useParams, useSearchParams } from "react-router";
import type { FeeOutcome } from "../../../contract/fees";
import { useReach } from "../../lib/api/reach";
import { useFormat } from "../../lib/format";
import { responseIn, type ReturnKind } from "../../lib/gateway-checkout";
import { CheckingWithGateway, ReturnHeading } from "../../ui/gateway-return";
import { RequireAuth } from "../../ui/require-auth";
import { usePageMeta } from "../../ui/use-page-meta";
import { useFeeOutcome } from "./api/fee-outcome";

/**
 * /applications/:applicationId/fee/:kind/:paymentId: where eSewa and Khalti send the applicant
 * back after paying her adoption fee. Nothing is believed until the server has asked the gateway.
 */
export function FeeReturnPage() {
  const { t } = useTranslation("adoption");
  usePageMeta(t("feeReturn.metaTitle"));
  return (
    <RequireAuth>
      <Container size="sm" py={{ base: 40, md: 72 }}>
        <FeeReturn />
      </Container>
    </RequireAuth>
  );
}

function FeeReturn() {
  const { t } = useTranslation("adoption");
  const { applicationId = "", kind, paymentId = "" } = useParams();
  const [search] = useSearchParams();
  const returnKind: ReturnKind = kind?.toLowerCase() === "return" ? "return" : "cancelled";
  const outcome = useFeeOutcome(applicationId, paymentId, responseIn(returnKind, search));

  if (outcome.isPending) {
    return <CheckingWithGateway>{t("feeReturn.checking")}</CheckingWithGateway>;
  }
  if (outcome.isError) {
    return (
      <ReturnHeading
        icon={<IconAlertTriangle size={40} />}
        color="red"
        title={t("feeReturn.failed")}
      >
        <Alert role="alert" color="red" w="100%">
          {outcome.error.message}
        </Alert>
        <BackToDashboard />
      </ReturnHeading>
    );
  }
  return (
    <Outcome
      outcome={outcome.data}
      onRetry={() => outcome.refetch()}
      isRetrying={outcome.isFetching}
    />
  );
}

function Outcome({
  outcome,
  onRetry,
  isRetrying,
}: {
  outcome: FeeOutcome;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation("adoption");
  const { rupees, dayInBothCalendars } = useFormat();
  const reach = useReach();
  const amount = rupees(outcome.amount);
  if (outcome.status === "completed" && outcome.receipt) {
    const { refund } = outcome;
    return (
      <ReturnHeading
        icon={refund ? <IconAlertTriangle size={40} /> : <IconCircleCheck size={40} />}
        color={refund ? "orange" : "teal"}
        title={refund ? t("feeReturn.paidTwice") : t("feeReturn.paid", { amount })}
      >
        {refund ? (
          <Text c="gray.7" size="lg">
            {t("feeReturn.paidTwiceBody", { first: refund.first_receipt, amount })}
            {refund.refunded_on &&
              ` ${t("feeReturn.refundedOn", { date: dayInBothCalendars(`${refund.refunded_on}T00:00:00`) })}`}
          </Text>
        ) : (
          <Text c="gray.7" size="lg">
            {t("feeReturn.paidBody")} {t(`feeReturn.receiptBy.${reach}`)}
          </Text>
        )}
        <dl>
          <Text component="dt" size="sm" c="dimmed">
            {t("feeReturn.receipt")}
          </Text>
          <Text component="dd" fw={700} m={0}>
            {outcome.receipt.number}
          </Text>
          <Text component="dt" size="sm" c="dimmed" mt="xs">
            {t("feeReturn.date")}
          </Text>
          <Text component="dd" m={0}>
            {dayInBothCalendars(outcome.receipt.completed_at)}
          </Text>
        </dl>
        <BackToDashboard />
      </ReturnHeading>
    );
  }
  if (outcome.status === "pending") {
    return (
      <ReturnHeading
        icon={<IconClockHour4 size={40} />}
        color="yellow"
        title={t("feeReturn.pending")}
      >
        <Text c="gray.7">{t("feeReturn.pendingBody")}</Text>
        <Group justify="center">
          <Button onClick={onRetry} loading={isRetrying}>
            {t("feeReturn.again")}
          </Button>
          <BackToDashboard variant="default" />
        </Group>
      </ReturnHeading>
    );
  }
  return (
    <ReturnHeading icon={<IconCircleX size={40} />} color="gray" title={t("feeReturn.cancelled")}>
      <Text c="gray.7">{t("feeReturn.cancelledBody")}</Text>
      <BackToDashboard />
    </ReturnHeading>
  );
}

function BackToDashboard({ variant = "filled" }: { variant?: "filled" | "default" }) {
  const { t } = useTranslation("adoption");
  return (
    <Button component={Link} to="/dashboard" variant={variant}>
      {t("feeReturn.back")}
    </Button>
  );
}
