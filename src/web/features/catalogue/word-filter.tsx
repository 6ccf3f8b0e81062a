import { useId } from "react";
import input from "../../ui/plain/input.module.css";
import classes from "./pet-filters.module.css";

interface WordFilterProps {
  /** The query parameter, and the name of the plain form's field. */
  name: "breed" | "colour";
  label: string;
  placeholder: string;
  value: string | undefined;
  onApply: (value: string | undefined) => void;
}

/**
 * A filter by words typed in either script (breed, colour: docs/product.md#search-and-filters),
 * applied when the field is left or Enter is pressed, as Location is.
 */
export function WordFilter({ name, label, placeholder, value, onApply }: WordFilterProps) {
  const id = useId();
  const apply = (typed: string) => {
    const text = typed.trim() || undefined;
    if (text !== value) onApply(text);
  };
  return (
    <div className={input.field}>
      <label htmlFor={id} className={classes.locationLabel}>
        {label}
      </label>
      <div className={input.control}>
        <input
          // A new key when the URL changes (back button, Clear) resets the typed text.
          key={value ?? ""}
          id={id}
          name={name}
          type="search"
          className={input.input}
          placeholder={placeholder}
          defaultValue={value ?? ""}
          onBlur={(event) => apply(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            apply(event.currentTarget.value);
          }}
        />
      </div>
    </div>
  );
}
