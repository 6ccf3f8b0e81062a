import { Text, Timeline } from "@mantine/core";
import { IconArrowBackUp, IconCheck, IconClock, IconSend, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PET_ADOPTED, type AdoptionStatus, type StatusChange } from "../../../contract/adoption";
import { useFormat } from "../../lib/format";
import { STATUS_COLOURS } from "./status-badge";

const ICONS: Record<AdoptionStatus, typeof IconCheck> = {
  pending: IconClock,
  Approved: IconCheck,
  Rejected: IconX,
  Withdrawn: IconArrowBackUp,
};

/** Every status a request has had, with its time; the same on both sides of the dashboard. */
export function StatusTimeline({ history, petName }: { history: StatusChange[]; petName: string }) {
  const { t } = useTranslation("adoption");
  const format = useFormat();
  const last = history.at(-1)!;

  return (
    <div>
      <Text size="sm" fw={600} mb="xs">
        {t("timeline.label")}
      </Text>
      <Timeline
        active={history.length - 1}
        bulletSize={24}
        lineWidth={2}
        color={STATUS_COLOURS[last.status]}
      >
        {history.map((step, index) => {
          const Icon = index === 0 ? IconSend : ICONS[step.status];
          const title =
            index === 0
              ? t("timeline.sent")
              : step.reason === PET_ADOPTED
                ? t("timeline.petAdopted", { pet: petName })
                : t(`timeline.${step.status}`);
          return (
            <Timeline.Item
              // A history only grows at its end, so positions are stable keys.
              key={index}
              bullet={<Icon size={14} aria-hidden />}
              title={title}
            >
              <Text size="xs" c="dimmed">
                <time dateTime={step.at}>{format.dateTime(step.at)}</time>
              </Text>
              {step.rejection_reason && (
                <Text size="sm" mt={4} style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                  <Text span fw={600} inherit>
                    {t("timeline.reason")}
                  </Text>{" "}
                  {step.rejection_reason}
                </Text>
              )}
            </Timeline.Item>
          );
        })}
      </Timeline>
    </div>
  );
}
