import { useTranslation } from "../i18n";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import button from "./plain/button.module.css";
import layout from "./plain/layout.module.css";
import classes from "./error-page.module.css";
import { usePageMeta } from "./use-page-meta";

/**
 * The catch-all page: an unknown address (or a pet that is not public) says the page does not
 * exist; a page that failed to render says something went wrong. Both lead home.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const words =
    isRouteErrorResponse(error) && error.status === 404
      ? { title: t("errorPage.notFoundTitle"), body: t("errorPage.notFoundBody") }
      : { title: t("errorPage.title"), body: t("errorPage.body") };
  usePageMeta(words.title, words.body);
  return (
    <div className={`${layout.container} ${classes.page}`} data-size="sm">
      <img src="/images/lost-dog.webp" alt="" className={classes.image} />
      <h1 className={classes.title}>{words.title}</h1>
      <p className={classes.body}>{words.body}</p>
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
