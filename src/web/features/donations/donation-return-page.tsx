import { Alert, Anchor, Button, Container, Group, Text } from "@mantine/core";
import {
  IconCircleCheck,
  IconClockHour4,
  IconCircleX,
  IconAlertTriangle,
} from "@tabler/icons-react";
import { Trans, useTranslation } from "../../i18n";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { DONATION_REFUSALS, type DonationOutcome } from "../../../contract/donations";
import { useSiteConfig } from "../../lib/api/site-config";
import { useNumberFormat } from "../../lib/format-numbers";
import { ApiError } from "../../lib/http";
import { CheckingWithGateway, ReturnHeading } from "../../ui/gateway-return";
import { usePageMeta } from "../../ui/use-page-meta";
import { responseIn, type ReturnKind } from "../../lib/gateway-checkout";
import { useDonationOutcome } from "./api/donation-outcome";
import classes from "./donations.module.css";
import { ReceiptCard } from "./receipt-card";

/**
 * /donate/return/:id and /donate/cancelled/:id: where eSewa and Khalti send the donor back.
 * Nothing here is believed until the server has checked with the gateway.
 */
export function DonationReturnPage() {
  const { t } = useTranslation("donations");
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const kind: ReturnKind = useLocation().pathname.toLowerCase().includes("/cancelled/")
    ? "cancelled"
    : "return";
  const answer = responseIn(kind, search);
  const outcome = useDonationOutcome(id, answer);
  usePageMeta(t("return.metaTitle"));

  return (
    <Container size="sm" py={{ base: 40, md: 72 }}>
      {outcome.isPending ? (
        <CheckingWithGateway>
          {t("return.checking", { method: methodHint(search, t) })}
        </CheckingWithGateway>
      ) : outcome.isError ? (
        <Refused error={outcome.error} onRetry={() => outcome.refetch()} />
      ) : (
        <Outcome
          outcome={outcome.data}
          onRetry={() => outcome.refetch()}
          isRetrying={outcome.isFetching}
        />
      )}
    </Container>
  );
}

type T = ReturnType<typeof useTranslation<"donations">>["t"];

/** While checking, the wallet's name if the address tells it (Khalti's has a pidx). */
const methodHint = (search: URLSearchParams, t: T) =>
  t(`form.methods.${search.has("pidx") ? "khalti" : "esewa"}.name`);

function Outcome({
  outcome,
  onRetry,
  isRetrying,
}: {
  outcome: DonationOutcome;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation("donations");
  const { number } = useNumberFormat();
  const { name: site } = useSiteConfig();
  const method = t(`form.methods.${outcome.method}.name`);

  if (outcome.status === "completed" && outcome.receipt) {
    const firstName = outcome.name?.split(" ")[0];
    return (
      <>
        <ReturnHeading
          gap="sm"
          mb="xl"
          icon={<IconCircleCheck size={40} />}
          color="teal"
          title={
            firstName
              ? t("return.completed.title", { name: firstName })
              : t("return.completed.titleNoName")
          }
        >
          <Text c="gray.7" size="lg">
            {t("return.completed.body", { amount: number(outcome.amount), site })}
          </Text>
        </ReturnHeading>
        <ReceiptCard outcome={{ ...outcome, receipt: outcome.receipt }} />
        {outcome.emailed && (
          <Text size="sm" c="gray.7" mt="sm" ta="center">
            {t("return.completed.emailed")}
          </Text>
        )}
        <Group justify="center" mt="xl" className={classes.noPrint}>
          <Button variant="default" onClick={() => window.print()}>
            {t("return.completed.print")}
          </Button>
          <Button component={Link} to="/pets">
            {t("return.completed.pets")}
          </Button>
        </Group>
      </>
    );
  }
  if (outcome.status === "pending") {
    return (
      <>
        <ReturnHeading
          gap="sm"
          mb="xl"
          icon={<IconClockHour4 size={40} />}
          color="yellow"
          title={t("return.pending.title", { method })}
        >
          <Text c="gray.7">{t("return.pending.body", { method })}</Text>
        </ReturnHeading>
        <Group justify="center">
          <Button onClick={onRetry} loading={isRetrying}>
            {t("return.pending.again")}
          </Button>
        </Group>
      </>
    );
  }
  return (
    <>
      <ReturnHeading
        gap="sm"
        mb="xl"
        icon={<IconCircleX size={40} />}
        color="gray"
        title={t("return.cancelled.title")}
      >
        <Text c="gray.7">{t("return.cancelled.body")}</Text>
      </ReturnHeading>
      <Group justify="center">
        <Button component={Link} to="/donate">
          {t("return.cancelled.again")}
        </Button>
      </Group>
    </>
  );
}

const REFUSAL_KEYS = {
  [DONATION_REFUSALS.tampered]: "return.failed.tampered",
  [DONATION_REFUSALS.replayed]: "return.failed.replayed",
  [DONATION_REFUSALS.amountMismatch]: "return.failed.amountMismatch",
  [DONATION_REFUSALS.gatewayUnavailable]: "return.failed.gateway",
  NOT_FOUND: "return.failed.notFound",
} as const;

function Refused({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation("donations");
  const { contactEmail } = useSiteConfig();
  const code = error instanceof ApiError ? error.code : undefined;
  const key =
    code && code in REFUSAL_KEYS ? REFUSAL_KEYS[code as keyof typeof REFUSAL_KEYS] : undefined;
  const canRetry = code === DONATION_REFUSALS.gatewayUnavailable || !(error instanceof ApiError);
  return (
    <>
      <ReturnHeading
        gap="sm"
        mb="xl"
        icon={<IconAlertTriangle size={40} />}
        color="red"
        title={t("return.failed.title")}
      />
      <Alert role="alert" color="red" mb="md">
        {key ? t(key) : error.message}
      </Alert>
      <Text c="gray.7" size="sm" ta="center">
        <Trans
          t={t}
          i18nKey="return.failed.help"
          values={{ email: contactEmail }}
          components={{
            mail: <Anchor href={`mailto:${contactEmail}`} inherit underline="always" />,
          }}
        />
      </Text>
      <Group justify="center" mt="xl">
        {canRetry && <Button onClick={onRetry}>{t("return.failed.again")}</Button>}
        <Button component={Link} to="/donate" variant={canRetry ? "default" : "filled"}>
          {t("return.failed.back")}
        </Button>
      </Group>
    </>
  );
}
