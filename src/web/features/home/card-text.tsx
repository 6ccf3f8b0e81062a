import { Link } from "react-router";
import classes from "./home.module.css";

/** A home card's title and text; the title's link covers the card, making it one tap target. */
export function CardText({ title, body, to }: { title: string; body: string; to: string }) {
  return (
    <>
      <h3 className={`${classes.cardTitle} ${classes.stepTitle}`}>
        <Link to={to} className={classes.cardLink}>
          {title}
        </Link>
      </h3>
      <p className={classes.cardBody}>{body}</p>
    </>
  );
}
