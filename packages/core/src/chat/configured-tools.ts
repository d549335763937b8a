import type { FrontendTool } from "../types.js";

/** A tool-call renderer as a binding's configuration holds it (its `render` is framework-specific). */
export interface ConfiguredRenderer {
  readonly name: string;
  readonly agentId?: string;
  readonly render: unknown;
}

/** The tools and renderers of a chat configuration, merged into the core's tool list. */
export interface ConfiguredToolsOptions<R extends ConfiguredRenderer, H extends Omit<FrontendTool<any>, "handler">> {
  /** Frontend tools, each optionally with a renderer for its calls. */
  readonly frontendTools: readonly (FrontendTool<any> & { render?: unknown })[];
  /** Human-in-the-loop tools declared in the configuration. */
  readonly humanInTheLoop: readonly H[];
  /** Tool-call renderers of the configuration. */
  readonly renderToolCalls: readonly R[];
  /** The renderer of a configured human-in-the-loop tool. */
  humanInTheLoopRenderer(tool: H): R;
  /** Ends the warning "Human-in-the-loop tool 'x' called, but it is …": where it was declared and what to use instead. */
  readonly declaredIn: string;
  readonly registerWith: string;
}

/**
 * The tools and tool-call renderers a binding's configuration (the React provider's props,
 * Angular's `provideCopilotKit`) declares. A human-in-the-loop tool declared there can only be
 * answered by a component that registers it, so its handler warns and answers `undefined`.
 */
export function configuredTools<R extends ConfiguredRenderer, H extends Omit<FrontendTool<any>, "handler"> & { render?: unknown }>(
  options: ConfiguredToolsOptions<R, H>,
): { tools: FrontendTool[]; renderers: R[] } {
  const { frontendTools, humanInTheLoop, declaredIn, registerWith } = options;
  const tools: FrontendTool[] = frontendTools.map(({ render: _render, ...tool }) => tool as FrontendTool);
  for (const { render: _render, ...tool } of humanInTheLoop) {
    tools.push({
      ...(tool as FrontendTool),
      handler: async () => {
        // Begins as CopilotKit's warning does ("Human-in-the-loop tool 'x' called"): apps' tests match on it.
        console.warn(`Human-in-the-loop tool '${tool.name}' called, but it is ${declaredIn}: use ${registerWith} to respond to it.`);
        return undefined;
      },
    });
  }
  const renderers: R[] = [...options.renderToolCalls];
  for (const tool of frontendTools) if (tool.render) renderers.push({ name: tool.name, ...(tool.agentId && { agentId: tool.agentId }), render: tool.render } as R);
  for (const tool of humanInTheLoop) renderers.push(options.humanInTheLoopRenderer(tool));
  return { tools, renderers };
}
