import { useTranslation } from "../i18n";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button, Container } from "./first-view";
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
    <Container className={classes.page} size="sm">
      <img src="/images/lost-dog.webp" alt="" className={classes.image} />
      <h1 className={classes.title}>{words.title}</h1>
      <p className={classes.body}>{words.body}</p>
      <div className={classes.actions}>
        <Button component={Link} to="/" size="md" radius="xl">
          {t("errorPage.goHome")}
        </Button>
        <Button component={Link} to="/pets" size="md" radius="xl" variant="default">
          {t("errorPage.browsePets")}
        </Button>
      </div>
    </Container>
  );
}
