import { IconHeartHandshake } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "./first-view";
import classes from "./donate-button.module.css";

/** The white call to /donate on a coloured band (CtaBand). */
export function DonateButton({ children }: { children: ReactNode }) {
  return (
    <Button
      component={Link}
      to="/donate"
      className={classes.donate}
      size="lg"
      radius="xl"
      variant="white"
      leftSection={<IconHeartHandshake size={20} aria-hidden />}
    >
      {children}
    </Button>
  );
}
