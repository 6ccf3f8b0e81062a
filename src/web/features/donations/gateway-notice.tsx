import { Alert, Code, List, Text } from "@mantine/core";
import { IconPlugConnectedX } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { DONATION_METHODS, type DonationMethod } from "../../../contract/donations";
import { useOnlineMethods } from "../../lib/gateway-checkout";

/** The settings that turn a gateway on (server/config.ts; docs/donations.md explains each). */
const SETTINGS: Record<DonationMethod, string[]> = {
  esewa: ["ESEWA_PRODUCT_CODE", "ESEWA_SECRET", "ESEWA_FORM_URL", "ESEWA_STATUS_URL"],
  khalti: ["KHALTI_SECRET_KEY", "KHALTI_BASE_URL"],
};

/** Tells the admin which gateways are off, and what turns each on; nothing when all are on. */
export function GatewayNotice() {
  const { t } = useTranslation("donations");
  const online = useOnlineMethods();
  const off = DONATION_METHODS.filter((method) => !online.includes(method));
  if (off.length === 0) return null;
  return (
    <Alert
      mb="lg"
      color={online.length === 0 ? "orange" : "blue"}
      icon={<IconPlugConnectedX />}
      title={t(online.length === 0 ? "admin.gateways.allOff" : "admin.gateways.someOff")}
    >
      <Text size="sm">{t("admin.gateways.howTo")}</Text>
      <List size="sm" mt="xs">
        {off.map((method) => (
          <List.Item key={method}>
            {t(`form.methods.${method}.name`)}:{" "}
            {SETTINGS[method].map((name, index) => (
              <span key={name}>
                {index > 0 && ", "}
                <Code>{name}</Code>
              </span>
            ))}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
