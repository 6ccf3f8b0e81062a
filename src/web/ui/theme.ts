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

// Mantine's red with darker shades from 6: the error text (shade 6) on white is 4.8:1, white on
// a filled red button (shade 7) 5.5:1, both above WCAG AA's 4.5:1; Mantine's own are 3.3 and 3.8.
const red: MantineColorsTuple = [
  "#fff5f5",
  "#ffe3e3",
  "#ffc9c9",
  "#ffa8a8",
  "#ff8787",
  "#ff6b6b",
  "#d63333",
  "#c92a2a",
  "#b42323",
  "#9c1c1c",
];

// Devanagari first: its faces cover only Devanagari (unicode-range in global.css), so Latin text
// still uses the system font; see global.css for why it cannot come last.
const fontStack =
  "'Noto Sans Devanagari', 'Noto Sans Devanagari Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: 7,
  colors: { brand, red },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: "750" },
  defaultRadius: "md",
  cursorType: "pointer",
  focusRing: "auto",
});
