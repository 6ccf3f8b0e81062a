import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import { themeStylesheet } from "./src/web/ui/theme-stylesheet.ts";

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * Writes a .br and a .gz beside every script, stylesheet and SVG of the build, compressed
 * once at the highest levels; the server sends them as they are (serveStatic's precompressed).
 */
function precompress(): Plugin {
  return {
    name: "sathi-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const path = resolve(options.dir!, file);
        const body = readFileSync(path);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** Mantine's components others are drawn on, by the sublayer of Mantine's their sheets go in. */
export const MANTINE_SUBLAYERS = {
  // Mantine's element resets (`input, button, select { font: inherit }`): in Mantine's own layer
  // they would outrank its sublayers, and a field's text would take the page's size, not its own.
  reset: ["baseline"],
  base: ["UnstyledButton", "Paper", "Overlay", "Input", "ScrollArea", "VisuallyHidden"],
  // Drawn on a base one, or drawn inside others.
  shared: ["CloseButton", "ActionIcon", "Popover", "ModalBase", "InlineInput", "Loader"].concat([
    "Group",
    "Flex",
    "FloatingIndicator",
  ]),
};

/** The sheets every page stands on in a build (`virtual:mantine-styles`). */
export const MANTINE_BASE_SHEETS = ["baseline", "default-css-variables", "global"];

/**
 * Mantine's styles follow its components (Mantine's per-component files, in its cascade layer):
 * each component's class-name module imports that component's stylesheet, so a chunk's CSS
 * holds the styles of the components in its code and no others, and a page links only what it
 * draws. `virtual:mantine-styles` (imported first by main.tsx) is what every component stands
 * on, with the theme's variables (`virtual:mantine-theme.css`, which MantineProvider would have
 * written). `vite dev` pre-bundles Mantine, out of this plugin's reach: there it is the whole sheet.
 *
 * Some components are drawn by others (Button on UnstyledButton, Select on Input and Popover:
 * Mantine's "components dependencies"), whose styles the other's must override. Their sheets
 * may arrive in any order, each page bringing its own, so they go in sublayers of Mantine's that
 * rank below it whatever the order: `mantine.base`, then `mantine.shared` for the ones drawn on
 * a base one (the order is declared in the theme's sheet, which is on every page first).
 */
function mantineStylesPerComponent(): Plugin {
  const BASE = "virtual:mantine-styles";
  const THEME = "virtual:mantine-theme.css";
  const LAYERED = "virtual:mantine-layered/";
  const sublayerOf = new Map(
    Object.entries(MANTINE_SUBLAYERS).flatMap(([layer, names]) =>
      names.map((name) => [name, layer]),
    ),
  );
  let isBuild = false;
  return {
    name: "sathi-mantine-styles",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    resolveId: (id) =>
      id === BASE || id === THEME || id.startsWith(LAYERED) ? `\0${id}` : undefined,
    load(id) {
      if (id === `\0${THEME}`) {
        return `@layer mantine.reset, mantine.base, mantine.shared;\n${themeStylesheet()}`;
      }
      if (id.startsWith(`\0${LAYERED}`)) {
        const component = id.slice(LAYERED.length + 1, -".css".length);
        const sheet = readFileSync(
          resolve(`node_modules/@mantine/core/styles/${component}.css`),
          "utf8",
        );
        return `@layer mantine.${sublayerOf.get(component)} {\n${sheet}\n}\n`;
      }
      if (id !== `\0${BASE}`) return;
      const sheets = isBuild
        ? MANTINE_BASE_SHEETS.map((name) =>
            sublayerOf.has(name)
              ? `${LAYERED}${name}.css`
              : `@mantine/core/styles/${name}.layer.css`,
          )
        : ["@mantine/core/styles.layer.css"];
      return [...sheets, THEME].map((sheet) => `import "${sheet}";`).join("\n");
    },
    transform(code, id) {
      const component = /@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/.exec(id)?.[1];
      if (!component) return;
      const sheet = sublayerOf.has(component)
        ? `${LAYERED}${component}.css`
        : `@mantine/core/styles/${component}.layer.css`;
      return { code: `${code}\nimport "${sheet}";\n`, map: null };
    },
  };
}

const webDist = resolve(process.env.WEB_DIST_DIR ?? "dist/web");

// `vite build` makes the browser's app; `vite build --ssr server-entry.tsx` the server
// renderer beside it, which src/server/web/renderer.ts loads (decision 034).
// React Router's package exports only its development build (with its warnings and checks);
// its production build sits beside it, and a build takes that one.
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: resolve("node_modules/react-router/dist/production/index.mjs"),
  },
  {
    find: /^react-router\/dom$/,
    replacement: resolve("node_modules/react-router/dist/production/dom-export.mjs"),
  },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  root: "src/web",
  resolve: { alias: command === "build" ? reactRouterProduction : [] },
  plugins: [react(), mantineStylesPerComponent(), ...(isSsrBuild ? [] : [precompress()])],
  // The renderer carries its own React, router and Mantine, built for production like the
  // browser's: one copy of each, whatever NODE_ENV the server runs with.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : undefined,
  build: isSsrBuild
    ? { outDir: resolve(webDist, "../ssr"), emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: webDist,
        emptyOutDir: true,
        assetsInlineLimit: 2048,
        // The server links a rendered page's own styles from it.
        manifest: true,
        // No preloads of scripts: on a slow link they would share it with the stylesheet and the
        // first photo, which the page needs first; the scripts follow, for hydration.
        modulePreload: false,
        // The figures page's charts (recharts, about 580 KB, 170 KB gzipped) load on that page
        // alone (docs/decisions/049-animal-records.md); every other chunk stays far below this.
        chunkSizeWarningLimit: 640,
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|use-sync-external-store|clsx)[\\/]/,
                },
              ],
              // Shared chunks up to 32 KB go into each chunk that uses them (registered once at
              // run time): a first view loads 5 to 7 scripts instead of 10 to 12, and 3 to 5 KB
              // less (measured against 8 KB and 16 KB; larger saves nothing more).
              experimentalInlineCommonChunks: { maxSize: 32 * 1024 },
            },
          },
        },
      },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": `http://localhost:${apiPort}`,
      // Photos only: a bare "/f" prefix would also send /features/… and /favicon.svg to the API.
      "^/f/": `http://localhost:${apiPort}`,
    },
  },
}));
