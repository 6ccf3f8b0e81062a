import { useSearchParams } from "react-router";

/**
 * A page's filters kept in the URL, so a reload or a shared link shows the same list: `set`
 * changes some parameters (an empty value removes one) and replaces the history entry.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return [params, set] as const;
}
