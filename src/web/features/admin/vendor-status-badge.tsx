import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AdminVendor } from "../../../contract/admin";

export function VendorStatusBadge({ status }: { status: AdminVendor["status"] }) {
  const { t } = useTranslation("admin");
  return (
    <Badge color={status === "active" ? "teal" : "yellow"} variant="light" radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}
