import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  mergeMantineTheme,
  px,
  type ConvertCSSVariablesInput,
} from "@mantine/core";
import { theme } from "./theme.ts";

/**
 * What MantineProvider would write into the page as <style> (the theme's CSS variables where they
 * differ from Mantine's defaults, and the visible-from/hidden-from classes), as a stylesheet
 * made once at build time: the first view draws no Mantine and has no provider to write it
 * (docs/decisions/043-first-view-without-mantine.md).
 */
export function themeStylesheet(): string {
  const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (scope: keyof ConvertCSSVariablesInput) => {
    const mantines: Record<string, string> = defaults[scope];
    return Object.fromEntries(
      Object.entries(ours[scope]).filter(([name, value]) => mantines[name] !== value),
    );
  };
  const variables = convertCssVariables(
    { variables: changed("variables"), light: changed("light"), dark: changed("dark") },
    ":root",
  );
  const breakpointClasses = Object.entries(DEFAULT_THEME.breakpoints)
    .map(([name, size]) => {
      const width = px(size) as number;
      return (
        `@media (max-width: ${em(width - 0.1)}) {.mantine-visible-from-${name} {display: none !important;}}` +
        `@media (min-width: ${em(width)}) {.mantine-hidden-from-${name} {display: none !important;}}`
      );
    })
    .join("");
  return `${variables}${breakpointClasses}`;
}
