import { useEffect } from "react";
import { useCopilotKit } from "../provider/copilot-kit-context.js";
import { DefaultToolCallRenderer } from "./default-tool-call-renderer.js";
import type { ReactToolCallRenderer } from "../types.js";
import { useLatest } from "../hooks/use-latest.js";

/**
 * Registers a renderer for a tool's calls (or `"*"` for every call) while mounted; the latest
 * `render` is always used.
 */
export function useRenderTool<Args = Record<string, unknown>>(renderer: ReactToolCallRenderer<Args>, deps: readonly unknown[] = []): void {
  const { copilotkit } = useCopilotKit();
  const latest = useLatest(renderer);
  const depsKey = JSON.stringify(deps);
  useEffect(
    () =>
      copilotkit.addHookRenderToolCall({
        name: latest.current.name,
        ...(latest.current.agentId !== undefined && { agentId: latest.current.agentId }),
        render: (props) => {
          const Render = latest.current.render as ReactToolCallRenderer<any>["render"];
          return <Render {...props} />;
        },
      }),
    [copilotkit, latest, renderer.name, renderer.agentId, depsKey],
  );
}

/** Registers the default card (or your `render`) for every tool call without its own renderer. */
export function useDefaultRenderTool(config: { render?: ReactToolCallRenderer["render"]; agentId?: string } = {}): void {
  useRenderTool({ name: "*", render: config.render ?? DefaultToolCallRenderer, ...(config.agentId !== undefined && { agentId: config.agentId }) });
}
