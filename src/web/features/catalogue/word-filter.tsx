import { TextInput } from "../../ui/first-view";
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
  const apply = (typed: string) => {
    const text = typed.trim() || undefined;
    if (text !== value) onApply(text);
  };
  return (
    <TextInput
      // A new key when the URL changes (back button, Clear) resets the typed text.
      key={value ?? ""}
      label={label}
      classNames={{ label: classes.locationLabel }}
      name={name}
      type="search"
      placeholder={placeholder}
      defaultValue={value ?? ""}
      onBlur={(event) => apply(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key !== "Enter") return;
        event.preventDefault();
        apply(event.currentTarget.value);
      }}
    />
  );
}
