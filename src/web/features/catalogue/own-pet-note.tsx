import { STORE_DASHBOARD } from "../../../contract/dashboard";
import { IconBuildingStore, IconPencil } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { Button } from "../../ui/first-view";
import notice from "./notice.module.css";
import classes from "./own-pet-note.module.css";

/**
 * Shown to the owner in place of the adopt action: the server refuses a request for a pet of
 * one's own store, so she is sent to where she edits it instead. Compact, it fits the phone's
 * bar on one line.
 */
export function OwnPetNote({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation("catalogue");
  const edit = (
    <Button
      component={Link}
      to={STORE_DASHBOARD}
      leftSection={<IconPencil size={18} aria-hidden />}
      size="md"
      radius="xl"
    >
      {t("pet.edit")}
    </Button>
  );
  if (isCompact) {
    return (
      <div className={classes.compact}>
        <p className={classes.label}>
          <IconBuildingStore size={20} aria-hidden />
          {t("pet.ownPet")}
        </p>
        {edit}
      </div>
    );
  }
  return (
    <div className={classes.note}>
      <div className={notice.notice} data-color="blue" data-radius="lg" role="alert">
        <div className={notice.icon}>
          <IconBuildingStore aria-hidden />
        </div>
        <div className={notice.body}>
          <div className={notice.title}>
            <span className={notice.titleText}>{t("pet.ownPet")}</span>
          </div>
          <p className={notice.message}>{t("pet.ownPetBody")}</p>
        </div>
      </div>
      {edit}
    </div>
  );
}
