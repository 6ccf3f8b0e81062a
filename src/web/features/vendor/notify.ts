import { notifications } from "@mantine/notifications";
import i18n from "../../i18n";

/** SPEC §8 toasts: green for success, red for failure, and a close button a screen reader can name. */
function show(color: "green" | "red", message: string) {
  notifications.show({
    color,
    message,
    closeButtonProps: { "aria-label": i18n.t("vendor:toast.close") },
  });
}

export const notifySuccess = (message: string) => show("green", message);
export const notifyError = (message: string) => show("red", message);
