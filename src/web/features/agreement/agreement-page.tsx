import { STORE_DASHBOARD } from "../../../contract/dashboard";
import {
  Alert,
  Anchor,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconInfoCircle, IconPrinter, IconSignature } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Link, useParams } from "react-router";
import {
  FULL_NAME_LIMIT,
  isApplicantsName,
  type ApplicationAgreement,
} from "../../../contract/agreement";
import { useFormat } from "../../lib/format";
import { ApiError } from "../../lib/http";
import { QueryState } from "../../ui/query-state";
import { RequireAuth } from "../../ui/require-auth";
import { toast } from "../../ui/toast";
import { usePageMeta } from "../../ui/use-page-meta";
import {
  applicationAgreementQuery,
  useApplicationAgreement,
  useSignAgreement,
} from "./api/application-agreement";
import classes from "./agreement.module.css";

/**
 * /applications/:applicationId/agreement: a request's adoption agreement for its two parties.
 * The applicant reads and signs it here; once signed, both sides open it as a printable record
 * (docs/product.md#agreement).
 */
export function AgreementPage() {
  return (
    <RequireAuth>
      <Agreement />
    </RequireAuth>
  );
}

function Agreement() {
  const { t } = useTranslation("agreement");
  const { applicationId = "" } = useParams();
  usePageMeta(t("page.metaTitle"));
  return (
    <Container size="sm" py={{ base: "lg", sm: 40 }}>
      <QueryState query={useApplicationAgreement(applicationId)} errorTitle={t("page.loadError")}>
        {(agreement) => <AgreementRecord agreement={agreement} />}
      </QueryState>
    </Container>
  );
}

function AgreementRecord({ agreement }: { agreement: ApplicationAgreement }) {
  const { t } = useTranslation("agreement");
  const { dayInBothCalendars } = useFormat();
  const { pet, store, applicant, signature } = agreement;
  const dashboard = agreement.viewer === "store" ? STORE_DASHBOARD : "/dashboard";

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={dashboard} size="sm" className={classes.noPrint}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t("page.back")}
        </Group>
      </Anchor>
      <Title order={1} fz={{ base: 28, sm: 34 }}>
        {t("page.title")}
      </Title>
      <dl className={classes.facts}>
        <div>
          <dt>{t("page.pet")}</dt>
          <dd>{pet.name}</dd>
        </div>
        <div>
          <dt>{t("page.store")}</dt>
          <dd>{store.title}</dd>
        </div>
        <div>
          <dt>{t("page.applicant")}</dt>
          <dd>{applicant.name}</dd>
        </div>
      </dl>

      {agreement.can_sign && (
        <Text className={classes.noPrint}>
          {t("page.intro", { store: store.title, pet: pet.name })}
        </Text>
      )}
      {!signature && !agreement.can_sign && (
        <Alert
          color="yellow"
          radius="md"
          icon={<IconInfoCircle aria-hidden />}
          className={classes.noPrint}
        >
          <Text c="dark.9" size="sm">
            {t("page.waiting", { name: applicant.name })}
          </Text>
        </Alert>
      )}

      <section aria-labelledby="agreement-text">
        <Title order={2} fz="h4" mb="xs" id="agreement-text">
          {t("page.text")}
        </Title>
        <pre className={classes.text}>{agreement.text}</pre>
      </section>

      {signature ? (
        <section aria-labelledby="agreement-signature">
          <Divider mb="md" />
          <Title order={2} fz="h4" mb="sm" id="agreement-signature">
            {t("page.signature")}
          </Title>
          <dl className={classes.facts}>
            <div>
              <dt>{t("page.signedBy")}</dt>
              <dd className={classes.signedName}>{signature.full_name}</dd>
            </div>
            <div>
              <dt>{t("page.signedAt")}</dt>
              <dd>
                <time dateTime={signature.signed_at}>
                  {dayInBothCalendars(signature.signed_at)}
                </time>
              </dd>
            </div>
          </dl>
          <Text size="xs" c="gray.7" mt="md">
            {t("page.hash")}
          </Text>
          <Text className={classes.hash}>{agreement.hash}</Text>
          <Group mt="xl" className={classes.noPrint}>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              {t("page.print")}
            </Button>
          </Group>
        </section>
      ) : (
        agreement.can_sign && <SignForm agreement={agreement} />
      )}
    </Stack>
  );
}

/** The applicant's full name and Sign: the hash of the text on screen goes with it. */
function SignForm({ agreement }: { agreement: ApplicationAgreement }) {
  const { t } = useTranslation("agreement");
  const queryClient = useQueryClient();
  const sign = useSignAgreement();
  const [fullName, setFullName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = String(agreement.application_id);

  const submit = () => {
    if (!fullName.trim()) return setError(t("page.fullNameRequired"));
    if (!isApplicantsName(fullName, agreement.applicant.name)) {
      return setError(t("page.fullNameMismatch", { name: agreement.applicant.name }));
    }
    setError(null);
    sign.mutateAsync({ id, full_name: fullName.trim(), hash: agreement.hash }).then(
      () => toast.success(t("page.signedToast")),
      (failure: Error) => {
        toast.error(t("page.signFailed"), failure.message);
        // The store changed its text meanwhile: show the new one, to be read before signing.
        if (failure instanceof ApiError && failure.code === "AGREEMENT_CHANGED") {
          void queryClient.invalidateQueries({ queryKey: applicationAgreementQuery(id).queryKey });
        }
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="form"
      className={classes.noPrint}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t("page.fullName")}
          description={t("page.fullNameHint", { name: agreement.applicant.name })}
          value={fullName}
          onChange={(event) => setFullName(event.currentTarget.value)}
          error={error}
          maxLength={FULL_NAME_LIMIT}
          autoComplete="name"
          withAsterisk
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            radius="xl"
            leftSection={<IconSignature size={18} aria-hidden />}
            loading={sign.isPending}
          >
            {t("page.sign")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
