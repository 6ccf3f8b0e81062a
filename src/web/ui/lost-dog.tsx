import classes from "./lost-dog.module.css";

/** The picture of a page that is not there: a pet's or a store's. */
export function LostDog() {
  return <img src="/images/lost-dog.webp" alt="" className={classes.image} />;
}
