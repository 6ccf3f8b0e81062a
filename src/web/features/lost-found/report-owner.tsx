import { Button, Group, Paper, Text, Title } from "@mantine/core";
import { IconRefresh, IconX } from "@tabler/icons-react";
import type { OwnReport } from "../../../contract/lost-found";
import { REPORT_REMIND_DAYS_BEFORE } from "../../../contract/lost-found-values";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { confirmDelete } from "../../ui/confirm-delete";
import { useToday } from "../../ui/render-day";
import { toast } from "../../ui/toast";
import { useCloseReport, useRenewReport } from "./api/report-changes";
import { daysBefore } from "./report-filters-url";
import { ReportPhotoEditor } from "./report-photo-editor";

/**
 * The reporter's tools on her open report: its photos, keeping it open (offered in its last
 * week, as the reminder asks: docs/product.md#lost-and-found) and closing it.
 */
export function ReportOwner({ report }: { report: OwnReport }) {
  const { t } = useTranslation("lostFound");
  const { date } = useFormat();
  const renew = useRenewReport();
  const close = useCloseReport();
  const today = useToday();
  const endsSoon = daysBefore(report.expires_on, REPORT_REMIND_DAYS_BEFORE) <= today;
  const failed = (error: Error) => toast.error(t("owner.failed"), error.message);

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Title order={2} size="h4" mb="xs">
        {t("owner.title")}
      </Title>
      <ReportPhotoEditor report={report} />
      <Text size="sm" mt="md">
        {t("report.openUntil", { day: date(report.expires_on) })}
      </Text>
      <Group gap="sm" mt="sm">
        {endsSoon && (
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={renew.isPending}
            onClick={() =>
              renew.mutate(report.id, {
                onSuccess: (renewed) =>
                  toast.success(t("owner.renewed", { day: date(renewed.expires_on) })),
                onError: failed,
              })
            }
          >
            {t("owner.renew")}
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() =>
            confirmDelete({
              title: t("owner.closeConfirmTitle"),
              body: t("owner.closeConfirm"),
              confirm: t("owner.close"),
              cancel: t("owner.cancel"),
              run: () => close.mutateAsync(report.id),
              done: t("owner.closed"),
              failed: (error) => [t("owner.failed"), error.message],
            })
          }
        >
          {t("owner.close")}
        </Button>
      </Group>
    </Paper>
  );
}
