import type { MantineBreakpoint } from "@mantine/core";
import type { ComponentPropsWithoutRef, ElementType } from "react";

/**
 * A component's own props with Mantine's `component` prop: `<Button component={Link} to="/pets">`
 * draws a link with a button's look and takes the link's props, as Mantine's does.
 */
export type Polymorphic<C extends ElementType, Own> = Own & { component?: C } & Omit<
    ComponentPropsWithoutRef<C>,
    keyof Own | "component"
  >;

/** The breakpoints a part may be shown from or hidden from (the theme's sheet has their classes). */
type Breakpoint = Extract<MantineBreakpoint, "sm" | "md">;

/** Mantine's `visibleFrom` and `hiddenFrom`, which every one of its components takes. */
export interface VisibilityProps {
  visibleFrom?: Breakpoint;
  hiddenFrom?: Breakpoint;
}

/**
 * The class names Mantine gives `visibleFrom` and `hiddenFrom`; their rules are in the theme's
 * stylesheet on every page (theme-stylesheet.ts), so both kinds of page hide alike.
 */
export function visibilityClasses({ visibleFrom, hiddenFrom }: VisibilityProps) {
  return [
    visibleFrom && `mantine-visible-from-${visibleFrom}`,
    hiddenFrom && `mantine-hidden-from-${hiddenFrom}`,
  ];
}

/** The class names that are set, joined; undefined when none is. */
export function joinClasses(...names: (string | false | undefined)[]) {
  return names.filter(Boolean).join(" ") || undefined;
}
