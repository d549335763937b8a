/** Where the demo server mounts the runtime (server/start-demo-server.ts). */
export const RUNTIME_URL = "/api/copilotkit";
