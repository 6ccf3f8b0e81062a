import { Box, Chip, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "../../i18n";
import { MAX_DONATION, MIN_DONATION, PRESET_AMOUNTS } from "../../../contract/donations";
import { useNumberFormat } from "../../lib/format-numbers";
import { NumberField } from "../../ui/number-field";
import classes from "./donations.module.css";

interface AmountFieldProps {
  preset: string | null;
  custom: number | string;
  error?: string;
  onPreset: (preset: string) => void;
  onCustom: (custom: number | string) => void;
}

/** Preset amounts as one radio group, and a field for any other whole amount in rupees. */
export function AmountField({ preset, custom, error, onPreset, onCustom }: AmountFieldProps) {
  const { t } = useTranslation("donations");
  const { number } = useNumberFormat();
  return (
    <Box component="fieldset" className={classes.fieldset}>
      <Text component="legend" fw={600} size="sm" mb={8}>
        {t("form.amountLegend")}
      </Text>
      <Chip.Group multiple={false} value={preset} onChange={onPreset}>
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
          {PRESET_AMOUNTS.map((amount) => (
            <Chip
              key={amount}
              value={String(amount)}
              size="md"
              radius="md"
              variant="outline"
              classNames={{ root: classes.amountChip, label: classes.amountChipLabel }}
            >
              {t("form.preset", { amount: number(amount) })}
            </Chip>
          ))}
        </SimpleGrid>
      </Chip.Group>
      <NumberField
        mt="sm"
        name="amount"
        // The form finds the field to focus by its data-path.
        data-path="custom"
        label={t("form.customAmount")}
        description={t("form.amountHint", { min: number(MIN_DONATION), max: number(MAX_DONATION) })}
        value={custom}
        onChange={onCustom}
        error={error}
        maw={260}
      />
    </Box>
  );
}
