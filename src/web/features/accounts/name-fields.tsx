import { SimpleGrid, TextInput } from "@mantine/core";
import { useTranslation } from "../../i18n";

export interface Names {
  firstName: string;
  lastName: string;
}

interface Props {
  value: Names;
  onChange: (names: Names) => void;
  error: Partial<Names>;
}

/** The first and last name a phone account is made with. */
export function NameFields({ value, onChange, error }: Props) {
  const { t } = useTranslation("accounts");
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        label={t("fields.firstName")}
        autoComplete="given-name"
        required
        size="md"
        name="firstName"
        value={value.firstName}
        error={error.firstName}
        onChange={(event) => onChange({ ...value, firstName: event.currentTarget.value })}
      />
      <TextInput
        label={t("fields.lastName")}
        autoComplete="family-name"
        required
        size="md"
        name="lastName"
        value={value.lastName}
        error={error.lastName}
        onChange={(event) => onChange({ ...value, lastName: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
