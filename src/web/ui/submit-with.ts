import type { FormEvent } from "react";

/**
 * A form's onSubmit that keeps the page where it is and runs `submit`, whose promise reports its
 * own failures (a toast, the field's error).
 */
export const submitWith = (submit: () => Promise<unknown>) => (event: FormEvent) => {
  event.preventDefault();
  void submit();
};
