// Loaded with the first toast (app-providers.tsx), its styles with it.
import "@mantine/notifications/styles.layer.css";
import { useMantineTheme } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Notifications } from "@mantine/notifications";
import { MantineArea } from "./mantine-area";

export function ToastArea() {
  return (
    <MantineArea>
      <PlacedNotifications />
    </MantineArea>
  );
}

/**
 * Where toasts appear: at the top on wide screens; on a phone at the bottom, where a dialog
 * (full screen there) keeps its title and close button, which a toast at the top covered.
 */
function PlacedNotifications() {
  const { breakpoints } = useMantineTheme();
  // Read at once: this part is drawn in the browser only, after the page came to life.
  const isPhone = useMediaQuery(`(max-width: ${breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  return <Notifications position={isPhone ? "bottom-center" : "top-center"} />;
}
