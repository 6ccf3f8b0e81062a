import { SimpleGrid, TextInput, type TextInputProps } from "@mantine/core";
import { useTranslation } from "../../i18n";

export interface Names {
  firstName: string;
  lastName: string;
}

/** The first and last name an account is made with; `input` gives each its value, error and change. */
export function NameInputs({ input }: { input: (field: keyof Names) => TextInputProps }) {
  const { t } = useTranslation("accounts");
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        label={t("fields.firstName")}
        autoComplete="given-name"
        required
        size="md"
        name="firstName"
        {...input("firstName")}
      />
      <TextInput
        label={t("fields.lastName")}
        autoComplete="family-name"
        required
        size="md"
        name="lastName"
        {...input("lastName")}
      />
    </SimpleGrid>
  );
}

interface Props {
  value: Names;
  onChange: (names: Names) => void;
  error: Partial<Names>;
}

/** The names a phone account is made with, kept by the form that draws them. */
export function NameFields({ value, onChange, error }: Props) {
  return (
    <NameInputs
      input={(field) => ({
        value: value[field],
        error: error[field],
        onChange: (event) => onChange({ ...value, [field]: event.currentTarget.value }),
      })}
    />
  );
}
