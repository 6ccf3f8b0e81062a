import type { MantineRadius, MantineSize } from "@mantine/core";
import { useId, type ComponentPropsWithoutRef, type ReactNode } from "react";
import classes from "./input.module.css";
import { joinClasses } from "./polymorphic";

interface FieldProps {
  label?: ReactNode;
  error?: ReactNode;
  /** Mantine's asterisk after the label, without the control's `required`. */
  withAsterisk?: boolean;
  size?: Extract<MantineSize, "sm" | "md">;
  radius?: Extract<MantineRadius, "md" | "xl">;
  /** The label's class replaces the field's own (Mantine's would add to it). */
  classNames?: { label?: string };
  className?: string;
}

/** The label, the control and the error line around it, as Mantine's Input.Wrapper draws them. */
function Field({
  id,
  label,
  error,
  withAsterisk,
  classNames,
  className,
  children,
}: Omit<FieldProps, "size" | "radius"> & { id: string; children: ReactNode }) {
  if (!label && !error) return children;
  return (
    <div className={joinClasses(classes.field, className)}>
      {label && (
        <label htmlFor={id} className={classNames?.label ?? classes.label}>
          {label}
          {withAsterisk && (
            <span className={classes.required} aria-hidden>
              {" *"}
            </span>
          )}
        </label>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** What the control says of its field: its id, and its error for a screen reader. */
function controlProps(id: string, { error, size, radius }: FieldProps) {
  return {
    id,
    "data-size": size,
    "data-radius": radius,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
}

interface TextInputProps extends FieldProps, Omit<ComponentPropsWithoutRef<"input">, "size"> {
  /** An icon before the text, e.g. the search's magnifier. */
  leftSection?: ReactNode;
}

/** Mantine's TextInput without its runtime (docs/decisions/043-first-view-without-mantine.md). */
export function TextInput(props: TextInputProps) {
  const { label, error, withAsterisk, size, radius, classNames, className, leftSection, ...rest } =
    props;
  const generatedId = useId();
  const id = rest.id ?? generatedId;
  const field = { label, error, withAsterisk: withAsterisk ?? rest.required, classNames };
  const isOutermost = !label && !error;
  return (
    <Field id={id} {...field} className={className}>
      <div className={joinClasses(classes.control, isOutermost && className)}>
        {leftSection && <span className={classes.icon}>{leftSection}</span>}
        <input
          {...rest}
          {...controlProps(id, { error, size, radius })}
          className={joinClasses(classes.input, Boolean(leftSection) && classes.withIcon)}
        />
      </div>
    </Field>
  );
}

interface NativeSelectProps extends FieldProps, Omit<ComponentPropsWithoutRef<"select">, "size"> {
  /** The options, unless they are given as children. */
  data?: { value: string; label: string }[];
}

/** Mantine's NativeSelect: a browser's own select with Mantine's look, label and error. */
export function NativeSelect(props: NativeSelectProps) {
  const {
    label,
    error,
    withAsterisk,
    size,
    radius,
    classNames,
    className,
    data,
    children,
    ...rest
  } = props;
  const generatedId = useId();
  const id = rest.id ?? generatedId;
  const field = { label, error, withAsterisk: withAsterisk ?? rest.required, classNames };
  return (
    <Field id={id} {...field} className={className}>
      <select
        {...rest}
        {...controlProps(id, { error, size, radius })}
        className={joinClasses(classes.select, !label && !error && className)}
      >
        {children ??
          data?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
      </select>
    </Field>
  );
}
