import { createTheme, type MantineColorsTuple } from "@mantine/core";

// A warm terracotta; shade 7 keeps white text above WCAG AA contrast on buttons.
const brand: MantineColorsTuple = [
  "#fff4ec",
  "#ffe6d5",
  "#fecaaa",
  "#fdac7e",
  "#fb8c50",
  "#f97316",
  "#ea580c",
  "#c2410c",
  "#9a3412",
  "#7c2d12",
];

// Devanagari first: its faces cover only Devanagari (unicode-range in global.css), so Latin text
// still uses the system font; see global.css for why it cannot come last.
const fontStack =
  "'Noto Sans Devanagari', 'Noto Sans Devanagari Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: 7,
  colors: { brand },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: "750" },
  defaultRadius: "md",
  cursorType: "pointer",
  focusRing: "auto",
});
