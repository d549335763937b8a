import type { FrontendTool } from "@wingman/core";
import { useEffect, type ComponentType } from "react";
import type { ToolCallRenderProps } from "../types.js";
import { useCopilotKit } from "../provider/copilot-kit-context.js";
import type { ReactFrontendTool } from "../provider/copilot-kit-provider.js";
import { frontendToolDefinition } from "./frontend-tool-definition.js";
import { useLatest } from "../hooks/use-latest.js";

/**
 * The renderer each unmounted `useFrontendTool` left behind, per core and tool: kept so that the
 * chat's earlier calls of the tool still render after the component that registered it is gone
 * (as in CopilotKit), and replaced, not piled up, when the tool is registered again.
 */
const retainedRenderers = new WeakMap<object, Map<string, () => void>>();

function retained(copilotkit: object): Map<string, () => void> {
  let byTool = retainedRenderers.get(copilotkit);
  if (byTool === undefined) retainedRenderers.set(copilotkit, (byTool = new Map()));
  return byTool;
}

/**
 * Registers a frontend tool while the component is mounted; its renderer stays after unmount, so
 * the calls already in the chat still render. The handler and renderer called are
 * always the latest ones passed (no stale closures); the registration itself is redone only
 * when the name, agent, availability, follow-up or `deps` change.
 *
 * @example
 * useFrontendTool({ name: "setTheme", parameters: z.object({ dark: z.boolean() }), handler: ({ dark }) => setDark(dark) });
 */
export function useFrontendTool<Args extends Record<string, unknown> = Record<string, unknown>>(
  tool: ReactFrontendTool<Args>,
  deps: readonly unknown[] = [],
): void {
  const { copilotkit } = useCopilotKit();
  const latest = useLatest(tool);
  const hasRender = tool.render !== undefined;
  const hasHandler = tool.handler !== undefined;
  const depsKey = JSON.stringify(deps.map((dep) => (typeof dep === "function" ? String(dep) : dep)));

  useEffect(() => {
    const { name, agentId } = latest.current;
    const registered = frontendToolDefinition(
      latest.current,
      hasHandler ? (args, context) => latest.current.handler?.(args, context) : undefined,
    );
    const existing = copilotkit.getTool({ toolName: name, ...(agentId !== undefined && { agentId }) });
    if (existing && existing.agentId === agentId) {
      console.warn(`useFrontendTool: tool '${name}' is already registered; the newer registration replaces it`);
      copilotkit.removeTool(name, agentId);
    }
    copilotkit.addTool(registered);
    const rendererKey = JSON.stringify([name, agentId ?? null]);
    if (hasRender) {
      retained(copilotkit).get(rendererKey)?.();
      retained(copilotkit).delete(rendererKey);
    }
    const removeRenderer = hasRender
      ? copilotkit.addHookRenderToolCall({
          name,
          ...(agentId !== undefined && { agentId }),
          render: (props) => {
            const Render = latest.current.render as ComponentType<ToolCallRenderProps<any>> | undefined;
            return Render ? <Render {...props} /> : null;
          },
        })
      : undefined;
    return () => {
      if (copilotkit.getTool({ toolName: name, ...(agentId !== undefined && { agentId }) }) === (registered as FrontendTool)) {
        copilotkit.removeTool(name, agentId);
      }
      // The tool goes, its renderer stays (until the tool is registered again): the calls already
      // in the chat keep their look.
      if (removeRenderer !== undefined) {
        retained(copilotkit).get(rendererKey)?.();
        retained(copilotkit).set(rendererKey, removeRenderer);
      }
    };
  }, [copilotkit, latest, tool.name, tool.agentId, tool.available, tool.followUp, hasRender, hasHandler, depsKey]);
}
