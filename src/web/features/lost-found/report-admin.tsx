import { Button, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconEye, IconEyeOff } from "@tabler/icons-react";
import { useState } from "react";
import type { PublicReport } from "../../../contract/lost-found";
import { useTranslation } from "../../i18n";
import { toast } from "../../ui/toast";
import { useHideReport, useUnhideReport } from "./api/report-changes";

/**
 * An admin hides a report with a reason its reporter is told (docs/product.md#lost-and-found).
 * A hidden report is missing to everyone else, the admin too: she can show it again from here
 * until she leaves the page.
 */
export function ReportAdmin({ report }: { report: PublicReport }) {
  const { t } = useTranslation("lostFound");
  const hide = useHideReport();
  const unhide = useUnhideReport();
  const [reason, setReason] = useState("");
  const [hiddenFor, setHiddenFor] = useState<string | null>(null);
  const failed = (error: Error) => toast.error(t("owner.failed"), error.message);

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} bg="gray.0">
      <Title order={2} size="h4" mb="sm">
        {t("admin.title")}
      </Title>
      {hiddenFor ? (
        <Stack gap="sm">
          <Text>{t("report.hiddenNote", { reason: hiddenFor })}</Text>
          <Button
            variant="default"
            w="fit-content"
            leftSection={<IconEye size={16} aria-hidden />}
            loading={unhide.isPending}
            onClick={() =>
              unhide.mutate(report.id, {
                onSuccess: () => {
                  setHiddenFor(null);
                  toast.success(t("admin.unhidden"));
                },
                onError: failed,
              })
            }
          >
            {t("admin.unhide")}
          </Button>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            hide.mutate(
              { id: report.id, reason: reason.trim() },
              {
                onSuccess: (hidden) => {
                  setHiddenFor(hidden.hidden_reason ?? reason);
                  toast.success(t("admin.hidden"));
                },
                onError: failed,
              },
            );
          }}
        >
          <Stack gap="sm">
            <Textarea
              label={t("admin.reason")}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              required
              autosize
              minRows={2}
              maxLength={500}
            />
            <Button
              type="submit"
              color="red"
              variant="light"
              w="fit-content"
              leftSection={<IconEyeOff size={16} aria-hidden />}
              loading={hide.isPending}
              disabled={!reason.trim()}
            >
              {t("admin.hide")}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
