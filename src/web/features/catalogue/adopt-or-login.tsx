import { IconMessageCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import type { PetDetailItem } from "../../../contract/catalogue";
import { useMyStore } from "../../lib/api/my-store";
import { useSession } from "../../lib/api/session";
import { Button, Stack } from "../../ui/first-view";
import { Skeleton } from "../../ui/skeleton";
import { OwnPetNote } from "./own-pet-note";
import classes from "./adopt-or-login.module.css";

/**
 * What the app puts where a signed-in visitor adopts: the adoption feature's action and the
 * conversations feature's 'Ask about'. Compact, it sits in the phone's bar.
 */
export type AdoptSlot = (item: PetDetailItem, options: { isCompact: boolean }) => ReactNode;

interface AdoptOrLoginProps {
  item: PetDetailItem;
  adopt?: AdoptSlot;
  /** In the phone's bar: the owner's note on one line. */
  isCompact?: boolean;
}

/**
 * Signed out, 'Login to Adopt Pet' and a way to log in to ask (back here afterwards); signed
 * in, the actions the app passed in, or for the pet's owner, the way to edit it.
 */
export function AdoptOrLogin({ item, adopt, isCompact = false }: AdoptOrLoginProps) {
  const { t } = useTranslation("catalogue");
  const { user, isPending } = useSession();
  if (isPending) return <ActionSkeleton />;
  if (!user) {
    const login = `/login?next=/pets/${item.pet.id}`;
    return (
      <Stack gap={isCompact ? 4 : "sm"}>
        <Button component={Link} to={login} size="md" radius="xl">
          {t("pet.loginToAdopt")}
        </Button>
        <Button
          component={Link}
          to={login}
          leftSection={<IconMessageCircle size={18} aria-hidden />}
          variant={isCompact ? "subtle" : "light"}
          size={isCompact ? "sm" : "md"}
          radius="xl"
        >
          {t("pet.loginToAsk", { name: item.pet.name })}
        </Button>
      </Stack>
    );
  }
  return <AdoptOrEdit item={item} adopt={adopt} isCompact={isCompact} />;
}

/** The pet's answer leaves out its store's owner, so ownership is the caller's store id against the pet's. */
function AdoptOrEdit({ item, adopt, isCompact }: AdoptOrLoginProps) {
  const { data: mine, isPending } = useMyStore();
  if (isPending) return <ActionSkeleton />;
  if (mine?.store?.id === item.vendor.id) return <OwnPetNote isCompact={isCompact} />;
  return adopt?.(item, { isCompact: Boolean(isCompact) });
}

/** The place of a button, while the session says who is visiting. */
function ActionSkeleton() {
  return <Skeleton radius="xl" className={classes.skeleton} />;
}
