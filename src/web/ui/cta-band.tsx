import { useId, type ReactNode } from "react";
import { Container } from "./first-view";
import classes from "./cta-band.module.css";

/** A closing call to action: one line of why, one button (or two) of what next. */
export function CtaBand({
  title,
  body,
  children,
}: {
  title: string;
  body: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Container component="section" aria-labelledby={titleId} className={classes.section} size="lg">
      <div className={classes.cta}>
        <div className={classes.text}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <p className={classes.body}>{body}</p>
        </div>
        <div className={classes.actions}>{children}</div>
      </div>
    </Container>
  );
}
