import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import type { FeeOutcome } from "../../../contract/fees";
import { useFormat } from "../../lib/format";
import { answerIn, type ReturnKind } from "../../lib/gateway-checkout";
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
  const outcome = useFeeOutcome(applicationId, paymentId, answerIn(returnKind, search));

  if (outcome.isPending) {
    return (
      <Center py={64}>
        <Stack align="center" gap="md" role="status">
          <Loader />
          <Text>{t("feeReturn.checking")}</Text>
        </Stack>
      </Center>
    );
  }
  if (outcome.isError) {
    return (
      <Heading icon={<IconAlertTriangle size={40} />} color="red" title={t("feeReturn.failed")}>
        <Alert role="alert" color="red" w="100%">
          {outcome.error.message}
        </Alert>
        <BackToDashboard />
      </Heading>
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
  const amount = rupees(outcome.amount);
  if (outcome.status === "completed" && outcome.receipt) {
    return (
      <Heading
        icon={<IconCircleCheck size={40} />}
        color="teal"
        title={t("feeReturn.paid", { amount })}
      >
        <Text c="gray.7" size="lg">
          {t("feeReturn.paidBody")}
        </Text>
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
      </Heading>
    );
  }
  if (outcome.status === "pending") {
    return (
      <Heading icon={<IconClockHour4 size={40} />} color="yellow" title={t("feeReturn.pending")}>
        <Text c="gray.7">{t("feeReturn.pendingBody")}</Text>
        <Group justify="center">
          <Button onClick={onRetry} loading={isRetrying}>
            {t("feeReturn.again")}
          </Button>
          <BackToDashboard variant="default" />
        </Group>
      </Heading>
    );
  }
  return (
    <Heading icon={<IconCircleX size={40} />} color="gray" title={t("feeReturn.cancelled")}>
      <Text c="gray.7">{t("feeReturn.cancelledBody")}</Text>
      <BackToDashboard />
    </Heading>
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

function Heading({
  icon,
  color,
  title,
  children,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={72} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={1} fz={{ base: 28, md: 36 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
