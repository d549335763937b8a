import { defaultClientConditions, defineConfig } from "vite";

// Workspace packages are bundled from their sources ("source" export condition). Decorators are
// compiled the legacy way (experimentalDecorators in src/tsconfig.json and
// packages/angular/tsconfig.json), which Angular's JIT compiler reads at runtime.
export default defineConfig({
  root: "src",
  publicDir: false,
  logLevel: "warn",
  resolve: { conditions: ["source", ...defaultClientConditions] },
  build: {
    outDir: "../dist/page",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    reportCompressedSize: false,
    // Angular with its JIT compiler and the AG-UI client make one large chunk; expected for this example.
    chunkSizeWarningLimit: 2000,
  },
});
