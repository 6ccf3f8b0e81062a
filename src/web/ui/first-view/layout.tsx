import type { MantineSize, MantineSpacing } from "@mantine/core";
import type { ElementType, ReactNode } from "react";
import classes from "./layout.module.css";
import {
  joinClasses,
  visibilityClasses,
  type Polymorphic,
  type VisibilityProps,
} from "./polymorphic";

interface OwnProps extends VisibilityProps {
  className?: string;
  children?: ReactNode;
}

/** Mantine's Box: an element that takes `visibleFrom` and `hiddenFrom`. */
export function Box<C extends ElementType = "div">({
  component,
  visibleFrom,
  hiddenFrom,
  className,
  ...rest
}: Polymorphic<C, OwnProps>) {
  const Component: ElementType = component ?? "div";
  return (
    <Component
      className={joinClasses(...visibilityClasses({ visibleFrom, hiddenFrom }), className)}
      {...rest}
    />
  );
}

/** Mantine's Container: the page's width, md (960 px) unless told, with the theme's padding. */
export function Container<C extends ElementType = "div">({
  component,
  size,
  className,
  ...rest
}: Polymorphic<C, { size?: MantineSize } & OwnProps>) {
  const Component: ElementType = component ?? "div";
  return (
    <Component className={joinClasses(classes.container, className)} data-size={size} {...rest} />
  );
}

/** A spacing of the theme, or pixels, as a CSS length (Mantine's `gap` values). */
function spacing(gap: MantineSpacing) {
  return typeof gap === "number" ? `${gap / 16}rem` : `var(--mantine-spacing-${gap})`;
}

/** Mantine's Stack: its children one above the other, `gap` apart (md unless told). */
export function Stack({
  gap,
  className,
  children,
}: {
  gap?: Extract<MantineSpacing, "xs" | "sm" | "md" | "lg" | "xl" | number>;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={joinClasses(classes.stack, className)}
      style={gap === undefined ? undefined : { gap: spacing(gap) }}
    >
      {children}
    </div>
  );
}
