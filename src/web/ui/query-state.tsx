import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n";
import { Alert, Button } from "./first-view";
import classes from "./query-state.module.css";

interface LoadErrorProps {
  /** What could not be loaded, e.g. 'We could not load the pets.' */
  title: string;
  error: Error;
  onRetry: () => void;
  isRetrying?: boolean;
  /** Instead of 'Try again', where asking again cannot help (e.g. 'Clear filters'). */
  action?: ReactNode;
}

/**
 * A failed load: what failed, the server's reason, and a way to ask again. Plain elements in
 * Mantine's red Alert look: the listing, a first view, shows it without Mantine (decision 043).
 */
export function LoadError({ title, error, onRetry, isRetrying = false, action }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="red"
      title={title}
      icon={<IconAlertTriangle size={20} aria-hidden />}
    >
      <p>{error.message}</p>
      {action ?? (
        <Button
          variant="white"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={isRetrying}
          onClick={onRetry}
        >
          <span>{t("query.retry")}</span>
        </Button>
      )}
    </Alert>
  );
}

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** The load error's title. */
  errorTitle: string;
  /** Shown while the first answer is on its way; a spinner by default. */
  loading?: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Replaces the retry button for some errors; undefined keeps it. */
  errorAction?: (error: Error) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A query's loading, failed, empty and loaded states. While a placeholder (the previous page)
 * is shown, a failure of the next one does not hide it.
 */
export function QueryState<T>({
  query,
  errorTitle,
  loading,
  isEmpty,
  empty,
  errorAction,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  const spinner = loading ?? (
    <div className={classes.loading}>
      <span role="status" aria-label={t("query.loading")} className={classes.loader} />
    </div>
  );
  if (query.isPending) return spinner;
  if (query.isError && !query.isPlaceholderData) {
    return (
      <LoadError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        action={errorAction?.(query.error)}
      />
    );
  }
  if (query.data === undefined) return spinner;
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
