import { Text, Timeline } from "@mantine/core";
import {
  IconArrowBackUp,
  IconCheck,
  IconCash,
  IconClock,
  IconHome,
  IconMessageReply,
  IconSend,
  IconSignature,
  IconX,
} from "@tabler/icons-react";
import type { TFunction } from "../../i18n";
import { useTranslation } from "../../i18n";
import {
  PET_ADOPTED,
  type AdoptionStatus,
  type MyApplication,
  type StoreApplication,
} from "../../../contract/adoption";
import { useFormat } from "../../lib/format";
import { STATUS_COLOURS } from "./status-badge";

const ICONS: Record<AdoptionStatus, typeof IconCheck> = {
  pending: IconClock,
  Approved: IconCheck,
  Rejected: IconX,
  Withdrawn: IconArrowBackUp,
  Adopted: IconHome,
};

type Request = MyApplication | StoreApplication;
type T = TFunction<"adoption">;

/** One step of a request's timeline, whatever it comes from. */
interface Step {
  at: string;
  icon: typeof IconCheck;
  title: string;
  /** The store's own words under a rejection. */
  rejectionReason?: string | null;
  /** Who made it, for the store's team only (StoreStatusChange). */
  by?: string | null;
}

/** Applied, then every status change (approved, rejected, withdrawn, adopted…). */
const statusSteps = (request: Request, t: T): Step[] =>
  request.history.map((change, index) => ({
    at: change.at,
    icon: index === 0 ? IconSend : ICONS[change.status],
    title:
      index === 0
        ? t("timeline.sent")
        : change.reason === PET_ADOPTED
          ? t("timeline.petAdopted", { pet: request.pet.name })
          : change.status === "Adopted"
            ? t("timeline.Adopted", { pet: request.pet.name })
            : t(`timeline.${change.status}`),
    rejectionReason: change.rejection_reason,
    by: "by" in change ? change.by : null,
  }));

/** The adoption agreement's signature, once given. */
const signedStep = ({ agreement }: Request, t: T): Step[] =>
  agreement?.signed_at
    ? [
        {
          at: agreement.signed_at,
          icon: IconSignature,
          title: t("timeline.signed", { name: agreement.signed_name }),
        },
      ]
    : [];

/** The store's first reply in the request's conversation (docs/product.md#conversations). */
const answeredStep = ({ answered_at }: Request, t: T): Step[] =>
  answered_at ? [{ at: answered_at, icon: IconMessageReply, title: t("timeline.answered") }] : [];

/** The adoption fee, once the gateway has confirmed its payment. */
const paidStep = ({ fee }: Request, t: T): Step[] =>
  fee?.paid_at ? [{ at: fee.paid_at, icon: IconCash, title: t("timeline.paid") }] : [];

/** An adopted pet that came back to the store: the adoption stays in the history. */
const returnedStep = ({ returned_at, pet }: Request, t: T): Step[] =>
  returned_at
    ? [{ at: returned_at, icon: IconArrowBackUp, title: t("timeline.returned", { pet: pet.name }) }]
    : [];

/**
 * Where a timeline's steps come from: each reads its part of the request. A new kind of step
 * (a reply, a payment) is one more entry here; the steps are shown in time order.
 */
const STEP_SOURCES: ((request: Request, t: T) => Step[])[] = [
  statusSteps,
  answeredStep,
  signedStep,
  paidStep,
  returnedStep,
];

/** Every step a request has had, with its time; the same on both sides of the dashboard. */
export function StatusTimeline({ application }: { application: Request }) {
  const { t } = useTranslation("adoption");
  const format = useFormat();
  // ISO times in UTC sort as text; a stable sort keeps a source's own order for equal times.
  const steps = STEP_SOURCES.flatMap((source) => source(application, t)).sort((a, b) =>
    a.at < b.at ? -1 : a.at > b.at ? 1 : 0,
  );

  return (
    <div>
      <Text size="sm" fw={600} mb="xs">
        {t("timeline.label")}
      </Text>
      <Timeline
        active={steps.length - 1}
        bulletSize={24}
        lineWidth={2}
        color={STATUS_COLOURS[application.status]}
      >
        {steps.map((step, index) => (
          <Timeline.Item
            // A timeline only grows at its end, so positions are stable keys.
            key={index}
            bullet={<step.icon size={14} aria-hidden />}
            title={step.title}
          >
            <Text size="xs" c="dimmed">
              <time dateTime={step.at}>{format.dateTime(step.at)}</time>
              {step.by && ` · ${t("timeline.by", { name: step.by })}`}
            </Text>
            {step.rejectionReason && (
              <Text size="sm" mt={4} style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                <Text span fw={600} inherit>
                  {t("timeline.reason")}
                </Text>{" "}
                {step.rejectionReason}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </div>
  );
}
