import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  server: { host: "127.0.0.1", port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { host: "127.0.0.1", port: Number(process.env.PORT ?? 4173) },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
  },
});
