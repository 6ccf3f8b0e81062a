import type { ReactNode } from "react";
import classes from "./pet-strip.module.css";

/** A row of pet cards: swiped sideways on phones, a four-column grid on wide screens. */
export function PetStrip({ children }: { children: ReactNode[] }) {
  return (
    <div className={classes.row}>
      {children.map((child, index) => (
        <div key={index} className={classes.item}>
          {child}
        </div>
      ))}
    </div>
  );
}
