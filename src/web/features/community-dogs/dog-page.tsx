import { Button, Group, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { useParams } from "react-router";
import { DOG_STATUSES, type DogStatus } from "../../../contract/community-dog-values";
import type { CommunityDogDetail } from "../../../contract/community-dogs";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { ApiError } from "../../lib/http";
import { QueryState } from "../../ui/query-state";
import { toast } from "../../ui/toast";
import { usePageMeta } from "../../ui/use-page-meta";
import { useChangeDog } from "./api/dog-changes";
import { useDog } from "./api/get-dog";
import { tagsPdfHref } from "./api/tags-pdf";
import { DogPhoto } from "./dog-photo";
import { DogPlace } from "../../ui/dog-place";
import { DogRecordForm } from "./dog-record-form";
import { DogRecords } from "./dog-records";
import { RegisterFrame } from "./register-frame";
import { HealthLine, mayPrintTags } from "./register-list";

/**
 * /dashboard/community-dogs/:dogId: a dog of the register, its photo, where it is now, its
 * sterilisation and vaccinations, the form to add one, and its QR tag to print.
 */
export function DogPage() {
  const { dogId = "" } = useParams();
  return (
    <RegisterFrame back={{ to: "/dashboard/community-dogs", label: "dog.back" }}>
      {(_, role) => <DogOfRegister dogId={dogId} mayPrint={mayPrintTags(role)} />}
    </RegisterFrame>
  );
}

function DogOfRegister({ dogId, mayPrint }: { dogId: string; mayPrint: boolean }) {
  const { t } = useTranslation("communityDogs");
  return (
    <QueryState
      query={useDog(dogId)}
      errorTitle={t("dog.loadError")}
      loading={<Skeleton height={320} radius="lg" />}
      errorAction={(error) =>
        error instanceof ApiError && error.status < 500 ? (
          <Text>{t("dog.notFound")}</Text>
        ) : undefined
      }
    >
      {(dog) => <Dog dog={dog} mayPrint={mayPrint} />}
    </QueryState>
  );
}

function Dog({ dog, mayPrint }: { dog: CommunityDogDetail; mayPrint: boolean }) {
  const { t } = useTranslation("communityDogs");
  const { date } = useFormat();
  const name = dog.name ?? t("register.unnamed");
  usePageMeta(name);
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={1}>{name}</Title>
        <DogPhoto dog={dog} />
        <Text>
          <DogPlace dog={dog} /> · {t(`sex.${dog.sex}`)}
        </Text>
        <HealthLine dog={dog} />
        <Text size="sm" c="dimmed">
          {[
            t("dog.registeredOn", { day: date(dog.registered_on) }),
            dog.caretaker ? t("dog.caretaker", { name: dog.caretaker.name }) : t("dog.noCaretaker"),
            dog.ear_notch && t("dog.earNotch"),
            dog.collar_tag && t("dog.collarTag", { tag: dog.collar_tag }),
          ]
            .filter(Boolean)
            .join(" · ")}
        </Text>
        <Group gap="sm" align="flex-end">
          <StatusSelect dog={dog} />
          {mayPrint && (
            <Button
              component="a"
              href={tagsPdfHref(dog.vendor_id, { dogs: [dog.id] })}
              download
              variant="light"
              leftSection={<IconPrinter size={16} aria-hidden />}
            >
              {t("dog.printTag")}
            </Button>
          )}
        </Group>
      </Stack>
      <section aria-labelledby="dog-records">
        <Title order={2} size="h3" id="dog-records" mb="sm">
          {t("dog.records")}
        </Title>
        <DogRecords dog={dog} />
      </section>
      <DogRecordForm dogId={dog.id} />
    </Stack>
  );
}

/** Where the dog is now: a dead, moved or adopted dog leaves the ward's count. */
function StatusSelect({ dog }: { dog: CommunityDogDetail }) {
  const { t } = useTranslation("communityDogs");
  const change = useChangeDog();
  return (
    <Select
      label={t("dog.status")}
      data={DOG_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      value={dog.status}
      allowDeselect={false}
      disabled={change.isPending}
      w={{ base: "100%", xs: 220 }}
      onChange={(status) =>
        status &&
        status !== dog.status &&
        change.mutate(
          { dogId: dog.id, change: { status: status as DogStatus } },
          {
            onSuccess: () => toast.success(t("dog.statusSaved")),
            onError: (error) => toast.error(t("dog.statusFailed"), error.message),
          },
        )
      }
    />
  );
}
