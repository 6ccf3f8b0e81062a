import { Anchor, Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconPaw } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { isOpen, type MyApplication } from "../../../contract/adoption";
import { useNewsSeen } from "../../lib/api/news";
import { useFormat } from "../../lib/format";
import { confirmDelete } from "../../ui/confirm-delete";
import { QueryState } from "../../ui/query-state";
import { useMyApplications } from "./api/get-my-applications";
import { useWithdrawApplication } from "./api/withdraw-application";
import { AgreementNote } from "./agreement-note";
import { AnswerList } from "./answer-list";
import { FeeNote } from "./fee-note";
import { ApplicationCard } from "./application-card";
import classes from "./adoption.module.css";

/** The dashboard's User tab: the person's requests with pet, store, status and its message. */
export function MyApplications() {
  const { t } = useTranslation("adoption");
  const query = useMyApplications();
  // On screen, her requests' changes are seen: the header's badge lets them go.
  useNewsSeen("requests", query.dataUpdatedAt);
  return (
    <QueryState
      query={query}
      errorTitle={t("mine.loadError")}
      loading={
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Skeleton height={260} radius="lg" />
          <Skeleton height={260} radius="lg" />
        </SimpleGrid>
      }
      isEmpty={(data) => data.length === 0}
      empty={
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Stack align="center" gap="sm">
            <IconPaw size={40} aria-hidden className={classes.emptyIcon} />
            <Title order={2} size="h4">
              {t("mine.empty")}
            </Title>
            <Text c="dimmed" maw={460}>
              {t("mine.emptyHint")}
            </Text>
            <Button component={Link} to="/pets" radius="xl" mt="xs">
              {t("mine.browse")}
            </Button>
          </Stack>
        </Paper>
      }
    >
      {(data) => (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: "start" }}>
          {data.map((application) => (
            <MyApplicationCard key={application.id} application={application} />
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}

function MyApplicationCard({ application }: { application: MyApplication }) {
  const { t } = useTranslation("adoption");
  const format = useFormat();
  const withdraw = useWithdrawApplication();
  const { pet, vendor: store, status } = application;

  const confirmWithdraw = () =>
    confirmDelete({
      title: t("mine.withdrawTitle"),
      body: t("mine.withdrawBody", { store: store.title, pet: pet.name }),
      confirm: t("mine.withdrawConfirm"),
      cancel: t("mine.keep"),
      run: () => withdraw.mutateAsync(application.id),
      done: t("mine.withdrawn"),
      failed: (error) => [t("mine.withdrawFailed"), error.message],
    });

  return (
    <ApplicationCard
      application={application}
      labelledBy={`application-${application.id}`}
      heading={
        <>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t("mine.petName")}
          </Text>
          <Anchor
            component={Link}
            to={`/pets/${application.pet_id}`}
            fw={700}
            size="lg"
            id={`application-${application.id}`}
          >
            {pet.name}
          </Anchor>
        </>
      }
      actions={
        isOpen(status) && (
          <Button
            variant="outline"
            color="red.9"
            radius="xl"
            size="xs"
            onClick={confirmWithdraw}
            loading={withdraw.isPending}
            aria-label={t("mine.withdrawLabel", { pet: pet.name })}
          >
            {t("mine.withdraw")}
          </Button>
        )
      }
    >
      <dl className={classes.facts}>
        <div>
          <dt>{t("mine.store")}</dt>
          <dd>{store.title}</dd>
        </div>
        <div>
          <dt>{t("mine.sent")}</dt>
          <dd>{format.date(application.created_at)}</dd>
        </div>
      </dl>

      <Text className={classes.statusMessage} data-status={status}>
        {t(`statusMessage.${status}`)}
      </Text>
      <AgreementNote application={application} storeTitle={store.title} />
      <FeeNote application={application} reader="applicant" />
      <AnswerList answers={application.answers} reader="applicant" />
    </ApplicationCard>
  );
}
