import { mergeThemeOverrides, MantineProvider } from "@mantine/core";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "../i18n";
import { theme } from "./theme";

/**
 * Where Mantine's components may be drawn. The pages a visitor sees first draw none, so its
 * runtime is not in their scripts (docs/decisions/043-first-view-without-mantine.md); each part
 * that uses Mantine (a page, a dialog, a menu) is wrapped in this and loads it with its code.
 * The theme's CSS variables and breakpoint classes are in the page's stylesheet already
 * (`virtual:mantine-styles`), so this adds no <style> of its own.
 */
export function MantineArea({ children }: { children: ReactNode }) {
  const { t, language } = useTranslation();
  // A dialog's or drawer's close button is an icon: it needs a name a screen reader can say,
  // in the reader's language (a dialog may still give its own). Plain objects rather than
  // Modal.extend, so this brings no dialog's code to the pages that open none.
  const localTheme = useMemo(() => {
    const closeButtonProps = { "aria-label": t("dialog.close") };
    return mergeThemeOverrides(theme, {
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
      },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` changes with `language`
  }, [language]);
  return (
    <MantineProvider theme={localTheme} withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  );
}
