import { notifications, notificationsStore, type NotificationData } from "@mantine/notifications";
import i18n from "../i18n";

let sequence = 0;

// The close button is an icon: it needs a name a screen reader can say.
const closable = (): Partial<NotificationData> => ({
  withCloseButton: true,
  closeButtonProps: { "aria-label": i18n.t("toast.close") },
});

/**
 * An action's toast: a loading toast ('Logging In!') that the outcome replaces —
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

/** Shows a toast, or replaces the one already showing under the same id. */
function showOrReplace(data: NotificationData) {
  const { notifications: shown, queue } = notificationsStore.getState();
  const isShown = data.id && [...shown, ...queue].some((item) => item.id === data.id);
  if (isShown) notifications.update(data);
  else notifications.show(data);
}

export const toast = {
  success: (title: string, message = "") =>
    notifications.show({ title, message, color: "teal", ...closable() }),
  error: (title: string, message = "") =>
    notifications.show({ title, message, color: "red", autoClose: 6000, ...closable() }),
  /**
   * A form's refusal ('Name is required', then the next): one toast the next
   * refusal replaces, so fixing fields one by one does not stack a column of old messages.
   */
  formError: (formId: string, message: string) =>
    showOrReplace({
      id: `form-${formId}`,
      title: message,
      message: "",
      color: "red",
      autoClose: 6000,
      ...closable(),
    }),
};
