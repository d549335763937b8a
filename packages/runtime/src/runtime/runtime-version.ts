/** The version `/info` reports; kept in step with package.json. */
export const RUNTIME_VERSION = "0.1.0";

/** CopilotKit's name for {@link RUNTIME_VERSION}. */
export const VERSION: string = RUNTIME_VERSION;
