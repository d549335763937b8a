/** The version `/info` reports; kept in step with package.json. */
export const RUNTIME_VERSION = "0.1.0";
