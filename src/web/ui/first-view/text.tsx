import type { MantineSize, TitleOrder } from "@mantine/core";
import type { ComponentPropsWithoutRef, ElementType, ReactNode } from "react";
import classes from "./text.module.css";
import {
  joinClasses,
  visibilityClasses,
  type Polymorphic,
  type VisibilityProps,
} from "./polymorphic";

interface TextOwnProps extends VisibilityProps {
  /** The theme's dimmed grey; the text's colour otherwise. */
  c?: "dimmed";
  size?: Extract<MantineSize, "xs" | "sm">;
  className?: string;
  children?: ReactNode;
}

/** Mantine's Text: a paragraph unless told, without margins. */
export function Text<C extends ElementType = "p">({
  component,
  c,
  size,
  visibleFrom,
  hiddenFrom,
  className,
  ...rest
}: Polymorphic<C, TextOwnProps>) {
  const Component: ElementType = component ?? "p";
  return (
    <Component
      className={joinClasses(
        c === "dimmed" ? classes.dimmed : classes.text,
        size === "sm" && classes.small,
        size === "xs" && classes.tiny,
        ...visibilityClasses({ visibleFrom, hiddenFrom }),
        className,
      )}
      {...rest}
    />
  );
}

interface TitleProps extends ComponentPropsWithoutRef<"h1"> {
  order?: Extract<TitleOrder, 1 | 2 | 3 | 4>;
}

/** Mantine's Title: a heading of the theme's size and weight for its `order` (1 unless told). */
export function Title({ order = 1, className, ...rest }: TitleProps) {
  const Heading = `h${order}` as const;
  return <Heading className={joinClasses(classes.title, className)} {...rest} />;
}

/** Mantine's Anchor: a link in the theme's anchor colour, underlined on hover. */
export function Anchor<C extends ElementType = "a">({
  component,
  className,
  ...rest
}: Polymorphic<C, { className?: string; children?: ReactNode }>) {
  const Component: ElementType = component ?? "a";
  return <Component className={joinClasses(classes.link, className)} {...rest} />;
}
