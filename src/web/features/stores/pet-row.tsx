import { ActionIcon, Badge, Group, Table, Text, ThemeIcon } from "@mantine/core";
import { IconPencil, IconPhotoOff, IconStethoscope, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { imageUrl } from "../../../contract/catalogue-values";
import type { OwnedPet, StorePet } from "../../../contract/stores";
import { useNumberFormat } from "../../lib/format-numbers";
import { useCategoryName } from "../../lib/category-name";
import classes from "./stores.module.css";
import { useMayDo } from "../../lib/api/my-store";

const STATUS_COLOURS: Record<OwnedPet["post_status"], string> = {
  draft: "gray",
  published: "green",
  adopted: "blue",
};

/** One pet in the store's table: its cover, name, gender, status, photos, edit and delete. */
export function PetRow({
  pet,
  onEdit,
  onDelete,
}: {
  pet: StorePet;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation("stores");
  const { number } = useNumberFormat();
  // A carer edits a pet's photos only: removing the pet is not offered (contract/store-roles.ts).
  const mayRemove = useMayDo("pets");
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <PetCover pet={pet} />
          <PetName pet={pet} />
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="sm">{t(`values.gender.${pet.gender}`)}</Table.Td>
      <Table.Td className={classes.fit}>
        <Badge
          color={STATUS_COLOURS[pet.post_status]}
          variant="light"
          c="dark.7"
          className={classes.badge}
        >
          {t(`values.postStatus.${pet.post_status}`)}
        </Badge>
      </Table.Td>
      <Table.Td visibleFrom="sm">{number(pet.images.length)}</Table.Td>
      <Table.Td className={classes.fit}>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {/* Its health records (docs/decisions/049-animal-records.md). */}
          <ActionIcon
            variant="subtle"
            component={Link}
            to={`/dashboard/animals/${pet.id}/records`}
            aria-label={t("pets.records", { name: pet.name })}
          >
            <IconStethoscope size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            onClick={onEdit}
            aria-label={t("pets.edit", { name: pet.name })}
          >
            <IconPencil size={18} />
          </ActionIcon>
          {mayRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={t("pets.delete", { name: pet.name })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function PetCover({ pet }: { pet: StorePet }) {
  return pet.images[0] ? (
    <img
      src={imageUrl(pet.images[0].image_key, 96)}
      alt=""
      className={classes.cover}
      loading="lazy"
    />
  ) : (
    <ThemeIcon variant="light" color="gray" className={classes.cover} aria-hidden>
      <IconPhotoOff size={18} />
    </ThemeIcon>
  );
}

/** The name, and under it the species; on a phone also the gender and photos, whose columns hide. */
function PetName({ pet }: { pet: StorePet }) {
  const { t } = useTranslation("stores");
  const { number } = useNumberFormat();
  const categoryName = useCategoryName();
  return (
    <div>
      <Text fw={600} size="sm">
        {pet.name}
      </Text>
      <Text size="xs" c="dimmed">
        {categoryName(pet)}
        <Text span hiddenFrom="sm" inherit>
          {" · "}
          {t(`values.gender.${pet.gender}`)}
          {" · "}
          {t("photos.short", { count: pet.images.length, n: number(pet.images.length) })}
        </Text>
      </Text>
    </div>
  );
}
