import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AdoptionStatus } from "../../../contract/adoption";

export const STATUS_COLOURS: Record<AdoptionStatus, string> = {
  pending: "yellow.8",
  Approved: "teal.8",
  Rejected: "red.8",
  Withdrawn: "gray.7",
};

export function StatusBadge({ status }: { status: AdoptionStatus }) {
  const { t } = useTranslation("adoption");
  return (
    <Badge color={STATUS_COLOURS[status]} variant="filled" size="lg" radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}
