import { Badge } from "@mantine/core";
import { useTranslation } from "../../i18n";
import type { AdminStore } from "../../../contract/admin";

export function StoreStatusBadge({ status }: { status: AdminStore["status"] }) {
  const { t } = useTranslation("admin");
  return (
    <Badge
      // The dot carries the colour and the text stays dark: coloured text on a tint fails contrast.
      color={status === "active" ? "teal" : "orange"}
      variant="dot"
      size="lg"
      radius="sm"
      style={{ flexShrink: 0, minWidth: "max-content" }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
