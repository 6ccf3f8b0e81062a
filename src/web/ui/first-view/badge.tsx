import type { BadgeVariant, MantineSize } from "@mantine/core";
import type { ComponentPropsWithoutRef } from "react";
import classes from "./badge.module.css";
import { joinClasses } from "./polymorphic";

interface BadgeProps extends ComponentPropsWithoutRef<"span"> {
  variant?: Extract<BadgeVariant, "filled" | "light" | "outline" | "white">;
  size?: Extract<MantineSize, "sm" | "md" | "lg">;
  /** Round, e.g. a count. */
  circle?: boolean;
}

/** Mantine's Badge without its runtime (docs/decisions/043-first-view-without-mantine.md). */
export function Badge({ variant, size, circle, className, ...rest }: BadgeProps) {
  return (
    <span
      className={joinClasses(classes.badge, className)}
      data-variant={variant}
      data-size={size}
      data-circle={circle || undefined}
      {...rest}
    />
  );
}
