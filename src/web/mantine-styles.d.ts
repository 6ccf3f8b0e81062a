// Mantine's base stylesheets, from vite.config.ts (mantineStylesPerComponent).
declare module "virtual:mantine-styles";
