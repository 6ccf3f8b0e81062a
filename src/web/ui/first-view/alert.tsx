import type { AlertVariant, MantineColor } from "@mantine/core";
import { useId, type ReactNode } from "react";
import classes from "./alert.module.css";

interface AlertProps {
  /** The one look drawn here: Mantine's light red alert. */
  variant: Extract<AlertVariant, "light">;
  color: Extract<MantineColor, "red">;
  title: ReactNode;
  icon: ReactNode;
  children: ReactNode;
}

/** Mantine's Alert without its runtime (docs/decisions/043-first-view-without-mantine.md). */
export function Alert({ variant, color, title, icon, children }: AlertProps) {
  const titleId = useId();
  return (
    <div
      role="alert"
      aria-labelledby={titleId}
      className={classes.alert}
      data-variant={variant}
      data-color={color}
    >
      {icon}
      <div className={classes.body}>
        <p id={titleId} className={classes.title}>
          {title}
        </p>
        <div className={classes.message}>{children}</div>
      </div>
    </div>
  );
}
