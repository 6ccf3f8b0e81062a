import { Alert, List, Text } from "@mantine/core";
import { IconMapPinHeart } from "@tabler/icons-react";
import type { LookAlikeDog } from "../../../contract/lost-found";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";

/**
 * "This looks like Kalu of Jhamsikhel, vaccinated २०८३ कात्तिक": the register's dogs of the place a
 * dog was found (docs/product.md#community-dogs), so a finder knows it may belong to the street.
 */
export function LookAlikeDogs({ dogs }: { dogs: LookAlikeDog[] }) {
  const { t } = useTranslation("lostFound");
  const { dateWith, number } = useFormat();
  if (dogs.length === 0) return null;
  const line = (dog: LookAlikeDog) => {
    const who = dog.name
      ? t("lookAlike.named", {
          name: dog.name,
          tole: dog.tole ?? t("lookAlike.ward", { ward: number(dog.ward) }),
        })
      : t("lookAlike.unnamed", {
          tole: dog.tole ?? t("lookAlike.ward", { ward: number(dog.ward) }),
        });
    const rabies = dog.rabies_given_on
      ? t("lookAlike.vaccinated", {
          month: dateWith(dog.rabies_given_on, { year: "numeric", month: "long" }),
        })
      : t("lookAlike.notVaccinated");
    return `${who}${dog.ear_notch ? t("lookAlike.notched") : ""}, ${rabies}`;
  };
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconMapPinHeart size={20} aria-hidden />}
      title={t("lookAlike.title")}
    >
      <List size="sm" spacing={4}>
        {dogs.map((dog, index) => (
          <List.Item key={index}>{line(dog)}</List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs" c="gray.7">
        {t("lookAlike.hint")}
      </Text>
    </Alert>
  );
}
