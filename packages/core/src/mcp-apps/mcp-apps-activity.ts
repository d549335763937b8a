import { z } from "zod";

/** The activity type of an MCP App: a tool result whose tool names a `ui://` resource to show. */
export const MCPAppsActivityType = "mcp-apps";

/**
 * The content of an `mcp-apps` activity message: the MCP tool's result and input, and where its UI
 * resource lives (`resourceUri`, read through the agent from the server `serverHash`/`serverId`).
 */
export const MCPAppsActivityContentSchema = z.object({
  result: z.object({
    content: z.array(z.any()).optional(),
    structuredContent: z.any().optional(),
    isError: z.boolean().optional(),
  }),
  resourceUri: z.string(),
  serverHash: z.string(),
  serverId: z.string().optional(),
  toolInput: z.record(z.unknown()).optional(),
});

export type MCPAppsActivityContent = z.infer<typeof MCPAppsActivityContentSchema>;
