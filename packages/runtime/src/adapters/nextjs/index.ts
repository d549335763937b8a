/**
 * @module
 * `@wingman/runtime/nextjs`: the runtime as a Next.js App Router route (Node.js and edge runtimes).
 */
export { createCopilotNextRoute, type CopilotNextRoute, type NextRouteHandler } from "./create-copilot-next-route.js";
