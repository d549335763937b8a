/**
 * The names among `Options` that a constructor reads: every key but those typed `never`
 * (CopilotKit's options we do not implement). The runtime types its list of read options with it,
 * so the list cannot miss an option.
 */
export type ReadOptionName<Options> = {
  [Name in keyof Options]-?: [NonNullable<Options[Name]>] extends [never] ? never : Name;
}[keyof Options];

/** CopilotKit options we know and do not implement, with what to do instead. */
const KNOWN_UNSUPPORTED: Readonly<Record<string, string>> = {
  intelligence: "CopilotKit's hosted Intelligence platform is not supported; use realtime mode and a durable runner",
  generateThreadNames: "thread names are set by the client (PATCH /threads/:id)",
  a2ui: "A2UI middleware is not built in; attach it to your agent with agent.use(...)",
  openGenerativeUI: "Open Generative UI middleware is not built in; attach it to your agent with agent.use(...)",
  debug: "use hooks (onRequest/onResponse/onError) or OpenTelemetry instead",
  licenseToken: "there is no license",
  telemetryProperties: "Wingman sends no telemetry",
  exposeMemoryRoutes: "memory routes are part of CopilotKit's hosted platform",
  basePath: "basePath is an option of the handler and adapters, not of CopilotRuntime",
};

const warned = new Set<string>();

/**
 * Warns once per process and option name about every option not in `readOptions`, so
 * that a CopilotKit option that does nothing here is never silent (runtimes built per request
 * warn only once).
 */
export function warnUnsupportedOptions(options: object, readOptions: Readonly<Record<string, true>>): void {
  for (const name of Object.keys(options)) {
    if (Object.hasOwn(readOptions, name) || warned.has(name)) continue;
    if ((options as Record<string, unknown>)[name] === undefined) continue;
    warned.add(name);
    const reason = KNOWN_UNSUPPORTED[name] ?? "it is not a CopilotRuntime option";
    console.warn(`[wingman] CopilotRuntime ignores the option '${name}': ${reason}. See docs/migrating-from-copilotkit.md.`);
  }
}
