import type { CopilotRuntimeOptions } from "./copilot-runtime.js";

/** The options `CopilotRuntime` reads: every key of its options but those typed `never` (CopilotKit's, unsupported). */
type ReadOption = {
  [Name in keyof CopilotRuntimeOptions]-?: [NonNullable<CopilotRuntimeOptions[Name]>] extends [never] ? never : Name;
}[keyof CopilotRuntimeOptions];

// A Record over ReadOption: a new option missing here is a type error, not a false warning.
const READ_OPTIONS: Readonly<Record<ReadOption, true>> = {
  agents: true,
  runner: true,
  transcriptionService: true,
  identifyUser: true,
  limits: true,
  hooks: true,
  forwardHeaders: true,
  realtime: true,
  beforeRequestMiddleware: true,
  afterRequestMiddleware: true,
  telemetry: true,
};
const SUPPORTED_OPTIONS: ReadonlySet<string> = new Set(Object.keys(READ_OPTIONS));

/** CopilotKit options we know and do not implement, with what to do instead. */
const KNOWN_UNSUPPORTED: Readonly<Record<string, string>> = {
  intelligence: "CopilotKit's hosted Intelligence platform is not supported; use realtime mode and a durable runner",
  generateThreadNames: "thread names are set by the client (PATCH /threads/:id)",
  a2ui: "A2UI middleware is not built in; attach it to your agent with agent.use(...)",
  mcpApps: "MCP Apps middleware is not built in; attach it to your agent with agent.use(...)",
  openGenerativeUI: "Open Generative UI middleware is not built in; attach it to your agent with agent.use(...)",
  debug: "use hooks (onRequest/onResponse/onError) or OpenTelemetry instead",
  licenseToken: "there is no license",
  telemetryProperties: "Wingman sends no telemetry",
  exposeMemoryRoutes: "memory routes are part of CopilotKit's hosted platform",
  basePath: "basePath is an option of the handler and adapters, not of CopilotRuntime",
};

const warned = new Set<string>();

/**
 * Warns once per process and option name about every option `CopilotRuntime` does not read, so
 * that a CopilotKit option that does nothing here is never silent (runtimes built per request
 * warn only once).
 */
export function warnUnsupportedOptions(options: object): void {
  for (const name of Object.keys(options)) {
    if (SUPPORTED_OPTIONS.has(name) || warned.has(name)) continue;
    if ((options as Record<string, unknown>)[name] === undefined) continue;
    warned.add(name);
    const reason = KNOWN_UNSUPPORTED[name] ?? "it is not a CopilotRuntime option";
    console.warn(`[wingman] CopilotRuntime ignores the option '${name}': ${reason}. See docs/migrating-from-copilotkit.md.`);
  }
}
