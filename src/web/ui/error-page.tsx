import { useTranslation } from "../i18n";
import { Link } from "react-router";
import button from "./plain/button.module.css";
import layout from "./plain/layout.module.css";
import classes from "./error-page.module.css";
import { usePageMeta } from "./use-page-meta";

/** The catch-all page: unknown paths and pages that failed to render. */
export function ErrorPage() {
  const { t } = useTranslation();
  usePageMeta(t("errorPage.title"), t("errorPage.body"));
  return (
    <div className={`${layout.container} ${classes.page}`} data-size="sm">
      <img src="/images/lost-dog.webp" alt="" className={classes.image} />
      <h1 className={classes.title}>{t("errorPage.title")}</h1>
      <p className={classes.body}>{t("errorPage.body")}</p>
      <div className={classes.actions}>
        <Link to="/" className={button.button} data-size="md" data-radius="xl">
          {t("errorPage.goHome")}
        </Link>
        <Link
          to="/pets"
          className={button.button}
          data-size="md"
          data-radius="xl"
          data-variant="default"
        >
          {t("errorPage.browsePets")}
        </Link>
      </div>
    </div>
  );
}
