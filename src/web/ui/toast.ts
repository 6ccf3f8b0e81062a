import { notifications } from "@mantine/notifications";

let sequence = 0;

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
        withCloseButton: true,
      }),
    error: (message: string) =>
      notifications.update({
        id,
        title: message,
        message: "",
        loading: false,
        color: "red",
        autoClose: 6000,
        withCloseButton: true,
      }),
  };
}

export const toast = {
  success: (title: string, message = "") => notifications.show({ title, message, color: "teal" }),
  error: (title: string, message = "") =>
    notifications.show({ title, message, color: "red", autoClose: 6000 }),
};
