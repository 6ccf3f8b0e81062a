import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  root: "src/web",
  plugins: [react(), precompress()],
  build: {
    outDir: resolve(process.env.WEB_DIST_DIR ?? "dist/web"),
    emptyOutDir: true,
    assetsInlineLimit: 2048,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": `http://localhost:${apiPort}`,
      "/f": `http://localhost:${apiPort}`,
    },
  },
});
