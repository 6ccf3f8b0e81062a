import type {
  ActionIconVariant,
  ButtonVariant,
  MantineColor,
  MantineRadius,
  MantineSize,
} from "@mantine/core";
import type { ElementType, ReactNode } from "react";
import classes from "./button.module.css";
import {
  joinClasses,
  visibilityClasses,
  type Polymorphic,
  type VisibilityProps,
} from "./polymorphic";

interface ButtonOwnProps extends VisibilityProps {
  variant?: Extract<ButtonVariant, "filled" | "light" | "outline" | "default" | "subtle" | "white">;
  size?: MantineSize;
  radius?: Extract<MantineRadius, "md" | "xl">;
  /** Only a white button takes a colour: red, on a red alert. */
  color?: Extract<MantineColor, "red">;
  /** An icon before the label; placed as Mantine places its sections. */
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  fullWidth?: boolean;
  /** A spinner over the content, which should be elements (an icon, a <span>) to be hidden. */
  loading?: boolean;
  className?: string;
  children?: ReactNode;
}

export type ButtonProps<C extends ElementType = "button"> = Polymorphic<C, ButtonOwnProps>;

/** Mantine's Button without its runtime (docs/decisions/043-first-view-without-mantine.md). */
export function Button<C extends ElementType = "button">({
  component,
  variant,
  size,
  radius,
  color,
  leftSection,
  rightSection,
  fullWidth,
  loading,
  visibleFrom,
  hiddenFrom,
  className,
  children,
  ...rest
}: ButtonProps<C>) {
  const Component: ElementType = component ?? "button";
  return (
    <Component
      {...(Component === "button" && { type: "button", disabled: loading })}
      className={joinClasses(
        classes.button,
        ...visibilityClasses({ visibleFrom, hiddenFrom }),
        className,
      )}
      data-variant={variant}
      data-size={size}
      data-radius={radius}
      data-color={color}
      data-block={fullWidth || undefined}
      data-icon={leftSection ? "start" : rightSection ? "end" : undefined}
      data-loading={loading || undefined}
      {...rest}
    >
      {leftSection}
      {children}
      {rightSection}
    </Component>
  );
}

interface ActionIconOwnProps {
  /** The one look drawn here: Mantine's light, round ActionIcon of size lg (34 px). */
  variant: Extract<ActionIconVariant, "light">;
  size: Extract<MantineSize, "lg">;
  radius: Extract<MantineRadius, "xl">;
  /** The theme's primary colour unless given, as Mantine's (the footer's links are grey). */
  color?: Extract<MantineColor, "gray">;
  className?: string;
  children?: ReactNode;
}

/**
 * Mantine's ActionIcon, light and round: the footer's social links, the pet page's share links.
 * Its colours are `--light-icon-bg`, `--light-icon-hover` and `--light-icon-color` (the primary
 * colour's light shades unless set, or `color`'s).
 */
export function ActionIcon<C extends ElementType = "button">({
  component,
  variant,
  size,
  radius,
  color,
  className,
  ...rest
}: Polymorphic<C, ActionIconOwnProps>) {
  const Component: ElementType = component ?? "button";
  return (
    <Component
      {...(Component === "button" && { type: "button" })}
      className={joinClasses(classes.lightIcon, className)}
      data-variant={variant}
      data-size={size}
      data-radius={radius}
      data-color={color}
      {...rest}
    />
  );
}

/** Mantine's UnstyledButton: a button drawn by its own class alone. */
export function UnstyledButton<C extends ElementType = "button">({
  component,
  visibleFrom,
  hiddenFrom,
  className,
  ...rest
}: Polymorphic<C, { className?: string; children?: ReactNode } & VisibilityProps>) {
  const Component: ElementType = component ?? "button";
  return (
    <Component
      {...(Component === "button" && { type: "button" })}
      className={joinClasses(...visibilityClasses({ visibleFrom, hiddenFrom }), className)}
      {...rest}
    />
  );
}
