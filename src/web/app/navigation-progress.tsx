import { useTranslation } from "../i18n";
import { useNavigation } from "react-router";
import classes from "./navigation-progress.module.css";

/**
 * A thin bar at the top while a navigation waits for a page's code or data: on a slow network
 * a tap shows at once that something is happening.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const { state } = useNavigation();
  if (state === "idle") return null;
  return <div role="progressbar" aria-label={t("nav.loadingPage")} className={classes.bar} />;
}
