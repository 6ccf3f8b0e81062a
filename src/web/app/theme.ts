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

const fontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans Devanagari', sans-serif";

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
