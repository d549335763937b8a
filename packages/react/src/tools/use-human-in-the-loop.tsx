import type { ComponentType } from "react";
import { useEffect, useMemo } from "react";
import { type FrontendTool } from "@wingman/core";
import { HumanInTheLoopAnswers } from "@wingman/core/chat";
import { useCopilotKit } from "../provider/copilot-kit-context.js";
import { createHumanInTheLoopRenderer, type HumanInTheLoopRenderProps } from "./human-in-the-loop-renderer.js";
import { frontendToolDefinition } from "./frontend-tool-definition.js";
import { useLatest } from "../hooks/use-latest.js";
import type { CopilotKitCoreReact } from "../provider/copilot-kit-core-react.js";

// Pending answers live with the core, by agent and tool name, not with one mounted hook: a call
// that waits keeps waiting when the component that registered it remounts, and the remounted
// component must still be able to answer it.
const answersByCore = new WeakMap<CopilotKitCoreReact, Map<string, HumanInTheLoopAnswers>>();
function answersFor(copilotkit: CopilotKitCoreReact, name: string, agentId: string | undefined): HumanInTheLoopAnswers {
  let byTool = answersByCore.get(copilotkit);
  if (!byTool) answersByCore.set(copilotkit, (byTool = new Map()));
  const key = `${agentId ?? ""}:${name}`;
  let answers = byTool.get(key);
  if (!answers) byTool.set(key, (answers = new HumanInTheLoopAnswers()));
  return answers;
}

/** A tool the agent calls to ask the user; `render` shows the question and calls `respond`. */
export interface HumanInTheLoopTool<Args extends Record<string, unknown> = Record<string, unknown>>
  extends Omit<FrontendTool<Args>, "handler"> {
  render: ComponentType<HumanInTheLoopRenderProps<Args>>;
}

/**
 * Registers a tool whose result comes from the user. Each call waits for its own `respond`
 * (keyed by tool call id), so several pending calls never answer one another; stopping the run
 * rejects the wait ("Human-in-the-loop interaction aborted").
 *
 * @example
 * useHumanInTheLoop({ name: "confirm", render: ({ args, respond }) => <button onClick={() => respond?.("yes")}>{args.question}</button> });
 */
export function useHumanInTheLoop<Args extends Record<string, unknown> = Record<string, unknown>>(
  tool: HumanInTheLoopTool<Args>,
  deps: readonly unknown[] = [],
): void {
  const { copilotkit } = useCopilotKit();
  const latest = useLatest(tool);
  const answers = useMemo(() => answersFor(copilotkit, tool.name, tool.agentId), [copilotkit, tool.name, tool.agentId]);
  const depsKey = JSON.stringify(deps);

  useEffect(() => {
    const { name, agentId } = latest.current;
    const registered = frontendToolDefinition<Args>(latest.current, answers.handler);
    copilotkit.removeTool(name, agentId);
    copilotkit.addTool(registered);
    const removeRenderer = copilotkit.addHookRenderToolCall(
      createHumanInTheLoopRenderer(
        { name, ...(agentId !== undefined && { agentId }), render: latest.current.render as ComponentType<HumanInTheLoopRenderProps<any>>, get description() { return latest.current.description ?? ""; } },
        answers,
        () => latest.current.render as ComponentType<HumanInTheLoopRenderProps<any>>,
      ),
    );
    return () => {
      if (copilotkit.getTool({ toolName: name, ...(agentId !== undefined && { agentId }) }) === (registered as FrontendTool)) {
        copilotkit.removeTool(name, agentId);
      }
      removeRenderer();
    };
  }, [copilotkit, latest, answers, tool.name, tool.agentId, tool.available, tool.followUp, depsKey]);
}
