import { Button, Skeleton } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PetDetailItem } from "../../../contract/catalogue";
import { useMyStore } from "../../lib/api/my-store";
import { useSession } from "../../lib/api/session";
import { OwnPetNote } from "./own-pet-note";

/** What the app puts where a signed-in visitor adopts: the adoption feature's action. */
export type AdoptSlot = (item: PetDetailItem) => ReactNode;

interface AdoptOrLoginProps {
  item: PetDetailItem;
  adopt?: AdoptSlot;
  /** In the phone's bar: the owner's note on one line. */
  isCompact?: boolean;
}

/**
 * Signed out, 'Login to Adopt Pet' (back here afterwards); signed in, the adopt action the
 * app passed in, or for the pet's owner, the way to edit it.
 */
export function AdoptOrLogin({ item, adopt, isCompact = false }: AdoptOrLoginProps) {
  const { t } = useTranslation("catalogue");
  const { user, isPending } = useSession();
  if (isPending) return <Skeleton height={42} radius="xl" />;
  if (!user) {
    return (
      <Button component={Link} to={`/login?next=/pets/${item.pet.id}`} size="md" radius="xl">
        {t("pet.loginToAdopt")}
      </Button>
    );
  }
  return <AdoptOrEdit item={item} adopt={adopt} isCompact={isCompact} />;
}

/** The pet's answer leaves out its store's owner, so ownership is the caller's store id against the pet's. */
function AdoptOrEdit({ item, adopt, isCompact }: AdoptOrLoginProps) {
  const { data: mine, isPending } = useMyStore();
  if (isPending) return <Skeleton height={42} radius="xl" />;
  if (mine?.store?.vendor.id === item.vendor.id) return <OwnPetNote isCompact={isCompact} />;
  return adopt?.(item);
}
