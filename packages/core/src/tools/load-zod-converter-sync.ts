type NodeRequire = (id: string) => unknown;
interface NodeProcess {
  getBuiltinModule?: (id: string) => { createRequire?: (url: string) => NodeRequire } | undefined;
}
type ZodToJsonSchema = (schema: unknown, options: { $refStrategy: "none" }) => Record<string, unknown>;

/**
 * Under Node, the zod 3 converter (zod-to-json-schema) loaded at once with `require`, so that
 * building a run's tools is synchronous there as in CopilotKit (server code, tests and scripts call
 * `buildFrontendTools` right after registering tools). `process.getBuiltinModule` is reached
 * through `globalThis` so that no bundler sees a Node import; in a browser this returns undefined
 * and the lazy chunk is used. Zod 4 schemas are left to the lazy chunk: zod 4 keeps descriptions in
 * a registry of its own module instance, which a second, required instance would not see.
 */
export function loadZod3ConverterSync(): ((schema: unknown) => Record<string, unknown>) | undefined {
  const process = (globalThis as { process?: NodeProcess }).process;
  try {
    const require = process?.getBuiltinModule?.("node:module")?.createRequire?.(import.meta.url);
    if (!require) return undefined;
    const { zodToJsonSchema } = require("zod-to-json-schema") as { zodToJsonSchema: ZodToJsonSchema };
    return (schema) => zodToJsonSchema(schema, { $refStrategy: "none" });
  } catch {
    return undefined;
  }
}
