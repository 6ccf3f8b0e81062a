import { notifications, type NotificationData } from "@mantine/notifications";
import i18n from "../i18n";

let sequence = 0;

// The close button is an icon: it needs a name a screen reader can say.
const closable = (): Partial<NotificationData> => ({
  withCloseButton: true,
  closeButtonProps: { "aria-label": i18n.t("toast.close") },
});

/**
 * SPEC §8's pattern: a loading toast ('Logging In!') that the outcome replaces —
 * the success text, or the server's own message.
 */
export function loadingToast(title: string) {
  const id = `toast-${++sequence}`;
  notifications.show({
    id,
    title,
    message: "",
    loading: true,
    autoClose: false,
    withCloseButton: false,
  });
  return {
    success: (title: string, message = "") =>
      notifications.update({
        id,
        title,
        message,
        loading: false,
        color: "teal",
        autoClose: 4000,
        ...closable(),
      }),
    error: (message: string) =>
      notifications.update({
        id,
        title: message,
        message: "",
        loading: false,
        color: "red",
        autoClose: 6000,
        ...closable(),
      }),
  };
}

export const toast = {
  success: (title: string, message = "") =>
    notifications.show({ title, message, color: "teal", ...closable() }),
  error: (title: string, message = "") =>
    notifications.show({ title, message, color: "red", autoClose: 8000, ...closable() }),
};
