import { defineConfig } from "vite";

// React without a plugin: Vite's own transform compiles JSX (automatic runtime).
export default defineConfig({
  oxc: { jsx: { runtime: "automatic" } },
});
