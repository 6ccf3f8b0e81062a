import { Avatar } from "@mantine/core";
import { IconBuildingStore } from "@tabler/icons-react";
import type { AdminStore } from "../../../contract/admin";

/** The store image (served from /f/{image_key}), or a store icon when there is none. */
export function StoreLogo({ store, size = 44 }: { store: AdminStore; size?: number }) {
  return (
    <Avatar
      src={store.image_key ? `/f/${store.image_key}` : null}
      alt=""
      size={size}
      radius="md"
      color="brand"
    >
      <IconBuildingStore size={size / 2} />
    </Avatar>
  );
}
