import { IconHeartHandshake } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import button from "./plain/button.module.css";
import classes from "./donate-button.module.css";

/** The white call to /donate on a coloured band (CtaBand). */
export function DonateButton({ children }: { children: ReactNode }) {
  return (
    <Link
      to="/donate"
      className={`${button.button} ${classes.donate}`}
      data-size="lg"
      data-radius="xl"
      data-variant="white"
      data-icon="start"
    >
      <IconHeartHandshake size={20} aria-hidden />
      {children}
    </Link>
  );
}
