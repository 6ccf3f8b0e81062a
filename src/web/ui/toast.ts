import type * as Notifications from "@mantine/notifications";
import type { NotificationData } from "@mantine/notifications";
import { text } from "../i18n";
import { onDemand } from "./on-demand";

/**
 * Toasts' code loads with the first toast, not with every page (decision 034); the app's
 * providers draw them once `toastHost` is requested. Calls made one after another run in
 * that order.
 */
export const toastHost = onDemand();

// One promise for every call: callbacks on one promise run in the order they were added, while
// separate `import()` calls may settle out of order (the bundler's preload wrapper), which let an
// outcome's update run before its loading toast existed and leave the loading toast showing.
let notificationsModule: Promise<typeof Notifications> | undefined;

const withNotifications = (use: (module: typeof Notifications) => void) => {
  toastHost.request();
  notificationsModule ??= import("@mantine/notifications");
  void notificationsModule.then(use);
};

let sequence = 0;

// The close button is an icon: it needs a name a screen reader can say.
const closable = (): Partial<NotificationData> => ({
  withCloseButton: true,
  closeButtonProps: { "aria-label": text("toast.close") },
});

/**
 * An action's toast: a loading toast ('Logging In!') that the outcome replaces —
 * the success text, or the server's own message.
 */
export function loadingToast(title: string) {
  const id = `toast-${++sequence}`;
  withNotifications(({ notifications }) =>
    notifications.show({
      id,
      title,
      message: "",
      loading: true,
      autoClose: false,
      withCloseButton: false,
    }),
  );
  return {
    success: (title: string, message = "") =>
      withNotifications(({ notifications }) =>
        notifications.update({
          id,
          title,
          message,
          loading: false,
          color: "teal",
          autoClose: 4000,
          ...closable(),
        }),
      ),
    error: (message: string) =>
      withNotifications(({ notifications }) =>
        notifications.update({
          id,
          title: message,
          message: "",
          loading: false,
          color: "red",
          autoClose: 6000,
          ...closable(),
        }),
      ),
    /** The outcome is said on the page itself: the loading toast goes, nothing repeats it. */
    dismiss: () => withNotifications(({ notifications }) => notifications.hide(id)),
  };
}

/** Shows a toast, or replaces the one already showing under the same id. */
function showOrReplace(data: NotificationData) {
  withNotifications(({ notifications, notificationsStore }) => {
    const { notifications: shown, queue } = notificationsStore.getState();
    const isShown = data.id && [...shown, ...queue].some((item) => item.id === data.id);
    if (isShown) notifications.update(data);
    else notifications.show(data);
  });
}

export const toast = {
  success: (title: string, message = "") =>
    withNotifications(({ notifications }) =>
      notifications.show({ title, message, color: "teal", ...closable() }),
    ),
  error: (title: string, message = "") =>
    withNotifications(({ notifications }) =>
      notifications.show({ title, message, color: "red", autoClose: 6000, ...closable() }),
    ),
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
