import { Paper } from "@mantine/core";
import type { ReactNode } from "react";

/** A bordered card that is a page's section, named by its heading (`labelledBy`, the heading's id). */
export function SectionCard({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby={labelledBy}
    >
      {children}
    </Paper>
  );
}
