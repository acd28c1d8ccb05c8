import { lingui } from "@lingui/vite-plugin";
import { linguiMacroSwcPlugin } from "@lingui/swc-plugin/options";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react-swc";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true, routeFileIgnorePrefix: "-" }),
    react({ plugins: [linguiMacroSwcPlugin({ useLinguiV5IdGeneration: true })] }),
    lingui(),
  ],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@shared": fileURLToPath(new URL("./convex/shared", import.meta.url)),
    },
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  build: {
    sourcemap: true,
    target: "es2022",
    manifest: true,
    rolldownOptions: {
      output: {
        // React, the Convex client and the app's thin data layer over it are read by the first page and by every
        // lazy page: one shared chunk instead of several small ones, each with its own overhead (ADR 0011).
        codeSplitting: {
          groups: [
            {
              name: "react-convex",
              test: /node_modules\/(react|convex)\/|src\/lib\/data\/page-query|src\/lib\/monitoring\/scrub-event|convex\/_generated\/api/,
            },
          ],
        },
      },
    },
  },
});
