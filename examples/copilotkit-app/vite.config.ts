import { defineConfig } from "vite";

// React without a plugin: Vite compiles JSX itself (automatic runtime).
export default defineConfig({
  oxc: { jsx: { runtime: "automatic" } },
  // `npm run dev` runs the Express server (server/server.ts) on 4000 next to Vite.
  server: { proxy: { "/api/copilotkit": "http://127.0.0.1:4000" } },
});
