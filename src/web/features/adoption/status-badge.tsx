import { Badge } from "@mantine/core";
import { useTranslation } from "../../i18n";
import type { AdoptionStatus } from "../../../contract/adoption";

/** Shades chosen for WCAG AA contrast with the badge's text (dark on yellow, white on the rest). */
export const STATUS_COLOURS: Record<AdoptionStatus, string> = {
  pending: "yellow.5",
  Approved: "teal.9",
  Rejected: "red.9",
  Withdrawn: "gray.7",
  Adopted: "blue.8",
};

export function StatusBadge({ status }: { status: AdoptionStatus }) {
  const { t } = useTranslation("adoption");
  return (
    <Badge
      color={STATUS_COLOURS[status]}
      c={status === "pending" ? "dark.9" : "white"}
      variant="filled"
      size="lg"
      radius="sm"
      style={{ flexShrink: 0 }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
