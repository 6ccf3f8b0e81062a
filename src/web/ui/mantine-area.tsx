import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { theme } from "./theme";

/**
 * Where Mantine's components may be drawn. The pages a visitor sees first draw none, so its
 * runtime is not in their scripts (docs/decisions/043-first-view-without-mantine.md); each part
 * that uses Mantine (a page, a dialog, a menu) is wrapped in this and loads it with its code.
 * The theme's CSS variables and breakpoint classes are in the page's stylesheet already
 * (`virtual:mantine-styles`), so this adds no <style> of its own.
 */
export function MantineArea({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  );
}
