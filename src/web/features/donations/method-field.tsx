import { Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconWallet } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import type { DonationMethod } from "../../../contract/donations";
import classes from "./donations.module.css";

// eSewa's green and Khalti's purple, darkened to meet AA contrast for the icon.
export const METHOD_COLORS: Record<DonationMethod, string> = {
  esewa: "#2f7d1f",
  khalti: "#5c2d91",
};

interface MethodFieldProps {
  methods: DonationMethod[];
  value: DonationMethod;
  onChange: (method: DonationMethod) => void;
}

/** eSewa or Khalti, as two large choices (only the ones set up on this site). */
export function MethodField({ methods, value, onChange }: MethodFieldProps) {
  const { t } = useTranslation("donations");
  return (
    <Radio.Group
      label={t("form.methodLabel")}
      value={value}
      onChange={(method) => onChange(method as DonationMethod)}
      name="method"
      styles={{ label: { fontWeight: 600, marginBottom: 8 } }}
    >
      <SimpleGrid cols={{ base: 1, xs: methods.length }} spacing="sm">
        {methods.map((method) => (
          <Radio.Card
            key={method}
            value={method}
            radius="md"
            p="sm"
            className={classes.methodCard}
            style={{ "--method-color": METHOD_COLORS[method] }}
          >
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator color={METHOD_COLORS[method]} />
              <ThemeIcon size={36} radius="xl" variant="light" color={METHOD_COLORS[method]}>
                <IconWallet size={20} />
              </ThemeIcon>
              <Stack gap={0}>
                <Text fw={700}>{t(`form.methods.${method}.name`)}</Text>
                <Text size="xs" c="gray.7">
                  {t(`form.methods.${method}.hint`)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
