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
  build: { sourcemap: true, target: "es2022", manifest: true },
});
