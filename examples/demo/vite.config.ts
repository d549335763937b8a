import { defaultClientConditions, defineConfig } from "vite";

// Workspace packages are bundled from their sources ("source" export condition), so the page
// never depends on a stale dist/ of @wingman/react, /core or /inspector.
export default defineConfig({
  root: "src",
  publicDir: false,
  logLevel: "warn",
  resolve: { conditions: ["source", ...defaultClientConditions] },
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: "../dist/page",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    reportCompressedSize: false,
    // React DOM and the AG-UI client (with its zod schemas) make one ~650 kB chunk; that is expected here.
    chunkSizeWarningLimit: 900,
  },
});
