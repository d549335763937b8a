import type { StandardSchemaResult, StandardSchemaV1 } from "@wingman/shared";

/** The activity type of an MCP App: a tool result whose tool names a `ui://` resource to show. */
export const MCPAppsActivityType = "mcp-apps";

/**
 * The content of an `mcp-apps` activity message: the MCP tool's result and input, and where its UI
 * resource lives (`resourceUri`, read through the agent from the server `serverHash`/`serverId`).
 */
export interface MCPAppsActivityContent {
  result: { content?: unknown[]; structuredContent?: unknown; isError?: boolean };
  resourceUri: string;
  serverHash: string;
  serverId?: string;
  toolInput?: Record<string, unknown>;
}

type Issue = { message: string; path: PropertyKey[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Checks the shape and keeps only the known fields (unknown ones are dropped, as zod's default does). */
function check(value: unknown): StandardSchemaResult<MCPAppsActivityContent> {
  const issues: Issue[] = [];
  const expect = (ok: boolean, path: PropertyKey[], message: string) => ok || issues.push({ message, path });
  if (!isRecord(value)) return { issues: [{ message: "Expected an object", path: [] }] };
  const { result, resourceUri, serverHash, serverId, toolInput } = value;
  expect(isRecord(result), ["result"], "Expected an object");
  const resultRecord = isRecord(result) ? result : {};
  expect(resultRecord.content === undefined || Array.isArray(resultRecord.content), ["result", "content"], "Expected an array");
  expect(resultRecord.isError === undefined || typeof resultRecord.isError === "boolean", ["result", "isError"], "Expected a boolean");
  expect(typeof resourceUri === "string", ["resourceUri"], "Expected a string");
  expect(typeof serverHash === "string", ["serverHash"], "Expected a string");
  expect(serverId === undefined || typeof serverId === "string", ["serverId"], "Expected a string");
  expect(toolInput === undefined || isRecord(toolInput), ["toolInput"], "Expected an object");
  if (issues.length > 0) return { issues };
  const { content, structuredContent, isError } = resultRecord;
  return {
    value: {
      result: { ...(content !== undefined && { content: content as unknown[] }), ...(structuredContent !== undefined && { structuredContent }), ...(isError !== undefined && { isError: isError as boolean }) },
      resourceUri: resourceUri as string,
      serverHash: serverHash as string,
      ...(serverId !== undefined && { serverId: serverId as string }),
      ...(toolInput !== undefined && { toolInput: toolInput as Record<string, unknown> }),
    },
  };
}

/** What `safeParse` answers, shaped as zod's. */
export type MCPAppsActivityContentParseResult = { success: true; data: MCPAppsActivityContent } | { success: false; error: Error & { issues: readonly Issue[] } };

function parseError(issues: readonly Issue[]): Error & { issues: readonly Issue[] } {
  const message = issues.map((issue) => `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`).join("; ");
  return Object.assign(new Error(`Invalid MCP Apps activity content: ${message}`), { issues });
}

/**
 * The schema of `MCPAppsActivityContent`: a Standard Schema (what activity renderers take), with
 * zod-like `parse` and `safeParse` for code written against CopilotKit's zod object. Not a zod
 * object itself, so the core needs no zod at run time.
 */
export const MCPAppsActivityContentSchema: StandardSchemaV1<unknown, MCPAppsActivityContent> & {
  parse(value: unknown): MCPAppsActivityContent;
  safeParse(value: unknown): MCPAppsActivityContentParseResult;
} = {
  "~standard": { version: 1, vendor: "wingman", validate: check },
  parse(value) {
    const checked = check(value);
    if (checked.issues) throw parseError(checked.issues as Issue[]);
    return checked.value;
  },
  safeParse(value) {
    const checked = check(value);
    return checked.issues ? { success: false, error: parseError(checked.issues as Issue[]) } : { success: true, data: checked.value };
  },
};
