import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { defineConfig } from "vite";

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: "src/web",
  plugins: [react()],
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
