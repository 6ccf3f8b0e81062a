import { Button } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";

/** The admin tables' red Delete; its label names the row, since every row has one. */
export function DeleteButton({
  name,
  loading,
  onClick,
}: {
  name: string;
  loading: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      leftSection={<IconTrash size={14} />}
      loading={loading}
      onClick={onClick}
      aria-label={t("actions.deleteFor", { title: name })}
    >
      {t("actions.delete")}
    </Button>
  );
}
