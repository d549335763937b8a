import type { ToolCall, ToolMessage } from "@ag-ui/core";
import { parsePartialJson } from "@wingman/core/internal";
import { memo, useEffect, useMemo } from "react";
import { useCopilotKit } from "../provider/copilot-kit-context.js";
import type { ToolCallRenderProps } from "../types.js";
import { configuredHumanInTheLoopProps } from "./human-in-the-loop-renderer.js";
import { forgetEndedToolCall } from "./ended-tool-call-results.js";
import { useEndedToolCallResult, useIsToolCallExecuting, useRenderersVersion } from "./use-executing-tool-call.js";

/** Props of `ToolCallView`: one tool call and its result message, if any. */
export interface ToolCallViewProps {
  /** The call to render. */
  toolCall: ToolCall;
  /** The call's result; none while it is pending. */
  toolMessage?: ToolMessage | undefined;
  /** The agent whose renderers apply; undefined for global renderers only. */
  agentId: string | undefined;
}

const contentText = (content: unknown): string =>
  typeof content === "string" ? content : Array.isArray(content) ? content.map((part) => (part as { text?: string }).text ?? "").join("") : "";

// Compared by value: each streamed event gives the message (and its tool calls) new objects, and a
// call whose name, arguments and result did not change must not render again (CopilotKit's re-render tests).
const sameToolCall = (previous: ToolCallViewProps, next: ToolCallViewProps) =>
  previous.agentId === next.agentId &&
  previous.toolCall.id === next.toolCall.id &&
  previous.toolCall.function.name === next.toolCall.function.name &&
  previous.toolCall.function.arguments === next.toolCall.function.arguments &&
  previous.toolMessage?.id === next.toolMessage?.id &&
  previous.toolMessage?.content === next.toolMessage?.content;

/**
 * One tool call through its renderer: status `complete` once a result exists, `executing` while
 * its handler runs, else `inProgress` with the partial arguments parsed so far. Renders nothing
 * without a matching renderer.
 */
export const ToolCallView = memo(function ToolCallView({ toolCall, toolMessage, agentId }: ToolCallViewProps) {
  const { copilotkit } = useCopilotKit();
  useRenderersVersion();
  const executing = useIsToolCallExecuting(toolCall.id);
  const endedResult = useEndedToolCallResult(toolCall.id);
  const answered = toolMessage !== undefined;
  useEffect(() => {
    if (answered) forgetEndedToolCall(copilotkit, toolCall.id);
  }, [answered, copilotkit, toolCall.id]);
  const renderer = copilotkit.getToolCallRenderer(toolCall.function.name, agentId);
  const argsText = toolCall.function.arguments;
  const args = useMemo(() => {
    const parsed = parsePartialJson(argsText);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  }, [argsText]);
  if (!renderer) return null;
  const base = { name: toolCall.function.name, toolCallId: toolCall.id, agentId, args };
  const result = toolMessage ? contentText(toolMessage.content) : endedResult;
  const props: ToolCallRenderProps =
    result !== undefined
      ? { ...base, status: "complete", result }
      : executing
        ? { ...base, status: "executing", result: undefined }
        : { ...base, status: "inProgress", result: undefined };
  const Render = renderer.render;
  return <Render {...props} {...configuredHumanInTheLoopProps(renderer)} />;
}, sameToolCall);
