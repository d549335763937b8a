import type { Tool } from "@ag-ui/core";
import { toolParametersToJsonSchema, toolSchemasReady } from "./tool-parameters-schema.js";
import type { FrontendTool, GetToolParams } from "../types.js";

/** The name of the tool that handles calls no other tool matches; never offered to a model. */
export const WILDCARD_TOOL_NAME = "*";

const toolKey = (name: string, agentId: string | undefined) => `${agentId ?? ""}\u0000${name}`;

const isEnabledValue = (available: FrontendTool["available"]) => available !== false && available !== "disabled";

/**
 * The frontend tools: global or scoped to one agent, with enable overrides that survive
 * re-registration.
 */
export class ToolRegistry {
  readonly #tools = new Map<string, FrontendTool>();
  readonly #enabled = new Map<string, boolean>();
  readonly #onChange: (toolNames: string[]) => void;

  constructor(onChange: (toolNames: string[]) => void = () => {}) {
    this.#onChange = onChange;
  }

  // ---- tools ---------------------------------------------------------------------------------

  get tools(): readonly FrontendTool[] {
    return [...this.#tools.values()];
  }

  /** Adds a tool; a second tool with the same name and scope is ignored with a warning. */
  addTool<T extends Record<string, unknown>>(tool: FrontendTool<T>): void {
    const key = toolKey(tool.name, tool.agentId);
    if (this.#tools.has(key)) {
      console.warn(`Tool '${tool.name}' is already registered${tool.agentId ? ` for agent '${tool.agentId}'` : ""}`);
      return;
    }
    this.#tools.set(key, tool as FrontendTool);
    this.#prefetchConverters();
    this.#toolsChanged();
  }

  /** Removes the global tool of that name, or the agent-scoped one when `agentId` is given. */
  removeTool(name: string, agentId?: string): void {
    if (this.#tools.delete(toolKey(name, agentId))) this.#toolsChanged();
  }

  setTools(tools: FrontendTool[]): void {
    this.#tools.clear();
    for (const tool of tools) this.#tools.set(toolKey(tool.name, tool.agentId), tool);
    this.#prefetchConverters();
    this.#toolsChanged();
  }

  /** The tool an agent would use for `toolName`: its own scoped tool first, then the global one. */
  getTool({ toolName, agentId }: GetToolParams): FrontendTool | undefined {
    return (agentId !== undefined ? this.#tools.get(toolKey(toolName, agentId)) : undefined) ?? this.#tools.get(toolKey(toolName, undefined));
  }

  /** Turns a tool off or on without unregistering it; survives `setTools` and re-registration. */
  setToolEnabled(name: string, enabled: boolean, agentId?: string): void {
    this.#enabled.set(toolKey(name, agentId), enabled);
    this.#toolsChanged();
  }

  isToolEnabled(name: string, agentId?: string): boolean {
    const tool = this.getTool({ toolName: name, ...(agentId !== undefined && { agentId }) });
    const override = this.#enabled.get(toolKey(name, tool?.agentId ?? agentId)) ?? this.#enabled.get(toolKey(name, undefined));
    if (override !== undefined) return override;
    return tool ? isEnabledValue(tool.available) : true;
  }

  /** The tools offered to an agent's model: enabled, in scope, never the wildcard. */
  #offeredTools(agentId: string | undefined): FrontendTool[] {
    const result = new Map<string, FrontendTool>();
    for (const tool of this.#tools.values()) {
      if (tool.name === WILDCARD_TOOL_NAME) continue;
      if (tool.agentId !== undefined && tool.agentId !== agentId) continue;
      if (!this.isToolEnabled(tool.name, tool.agentId)) continue;
      if (result.has(tool.name) && tool.agentId === undefined) continue;
      result.set(tool.name, tool);
    }
    return [...result.values()];
  }

  /** The names of the tools offered to an agent's model. */
  frontendToolNames(agentId: string | undefined): string[] {
    return this.#offeredTools(agentId).map((tool) => tool.name);
  }

  /**
   * Undefined when `buildFrontendTools(agentId)` can run now; otherwise a promise that settles once
   * the schema converter its tools need has loaded (see `toolSchemasReady`).
   */
  frontendToolsReady(agentId: string | undefined): Promise<void> | undefined {
    return toolSchemasReady(this.#offeredTools(agentId).map((tool) => tool.parameters));
  }

  /** The tools offered to an agent's model, with their parameters as JSON Schema. */
  buildFrontendTools(agentId: string | undefined): Tool[] {
    return this.#offeredTools(agentId).map((tool) => ({
      name: tool.name,
      description: tool.description ?? "",
      parameters: toolParametersToJsonSchema(tool.parameters),
    }));
  }

  // Start loading a converter as soon as a tool needs it, so the first run rarely waits for it; once
  // it is in, listeners hear of the tools again (an inspector can now show their schemas).
  #prefetchConverters(): void {
    toolSchemasReady([...this.#tools.values()].map((tool) => tool.parameters))?.then(
      () => this.#toolsChanged(),
      () => {
        // Reported by the run that needs it (frontendToolsReady rejects there).
      },
    );
  }

  #toolsChanged(): void {
    this.#onChange([...this.#tools.values()].map((tool) => tool.name));
  }
}
