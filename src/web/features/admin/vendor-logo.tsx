import { Avatar } from "@mantine/core";
import { IconBuildingStore } from "@tabler/icons-react";
import type { AdminVendor } from "../../../contract/admin";

/** The store image (served from /f/{image_key}), or a store icon when there is none. */
export function VendorLogo({ vendor, size = 44 }: { vendor: AdminVendor; size?: number }) {
  return (
    <Avatar
      src={vendor.image_key ? `/f/${vendor.image_key}` : null}
      alt=""
      size={size}
      radius="md"
      color="brand"
    >
      <IconBuildingStore size={size / 2} />
    </Avatar>
  );
}
