import type { ReactNode } from "react";
import classes from "./pet-filters.module.css";

/** A filter's group of choices under its label. */
export function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.section} role="group" aria-label={label}>
      <p className={classes.sectionLabel}>{label}</p>
      {children}
    </div>
  );
}

/** Mantine's check mark, shown in a ticked chip. */
function CheckMark() {
  return (
    <span className={classes.check} aria-hidden>
      <svg viewBox="0 0 10 7" fill="none">
        <path
          d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
          fill="currentColor"
          fillRule="evenodd"
          clipRule="evenodd"
        />
      </svg>
    </span>
  );
}

interface ChipProps {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  children: ReactNode;
}

/** A native radio or checkbox drawn as Mantine's Chip: its ticked look is the input's own state. */
export function Chip({ type, name, value, isChecked, onChange, children }: ChipProps) {
  return (
    <label className={classes.chip}>
      <input
        type={type}
        className={classes.hidden}
        name={name}
        value={value}
        checked={isChecked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <CheckMark />
      <span>{children}</span>
    </label>
  );
}

interface SegmentsProps {
  name: string;
  /** The first choice, "Any", has the value "". */
  choices: { value: string; label: string }[];
  chosen: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** Native radios drawn as Mantine's SegmentedControl (Gender, Adoption fee). */
export function Segments({ name, choices, chosen, onChange }: SegmentsProps) {
  return (
    <div className={classes.segments} role="radiogroup">
      {choices.map((choice) => (
        <label key={choice.value} className={classes.segment}>
          <input
            type="radio"
            className={classes.hidden}
            name={name}
            value={choice.value}
            checked={(chosen ?? "") === choice.value}
            onChange={() => onChange(choice.value || undefined)}
          />
          <span className={classes.segmentLabel}>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}
