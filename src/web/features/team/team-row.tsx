import { Group } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./team.module.css";

/** One row of the team page's lists (members, invitations): its words left, its actions right. */
export function TeamRow({ children }: { children: ReactNode }) {
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      px={{ base: "md", sm: "lg" }}
      py="sm"
      className={classes.row}
    >
      {children}
    </Group>
  );
}
