import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";

/** SPEC §8's toasts on the admin pages: a success line, or a failure title with the reason. */
export function useNotify() {
  const { t } = useTranslation("admin");
  // The close button is an icon: it needs a name screen readers can say.
  const closeButtonProps = { "aria-label": t("closeMessage") };
  return {
    success: (message: string) => notifications.show({ color: "teal", message, closeButtonProps }),
    failure: (title: string, message?: string) =>
      notifications.show({ color: "red", title, message, autoClose: 8000, closeButtonProps }),
  };
}
