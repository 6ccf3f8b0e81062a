import classes from "./home.module.css";

/** A home section's stored heading and its line of text. */
export function SectionHeading({
  title,
  subtitle,
  id,
}: {
  title: string;
  subtitle: string;
  /** For the section's aria-labelledby, so the section is a named region. */
  id?: string;
}) {
  return (
    <div className={classes.heading}>
      <h2 id={id} className={classes.headingTitle}>
        {title}
      </h2>
      <p className={`${classes.lead} ${classes.headingLead}`}>{subtitle}</p>
    </div>
  );
}
