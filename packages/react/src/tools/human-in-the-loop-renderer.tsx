import type { HumanInTheLoopAnswers } from "@wingman/core/chat";
import type { ComponentType } from "react";
import type { ReactToolCallRenderer, ToolCallRenderProps } from "../types.js";

/** What a human-in-the-loop renderer receives: the call, and `respond` while it is executing. */
export type HumanInTheLoopRenderProps<Args = Record<string, unknown>> = ToolCallRenderProps<Args> & {
  description: string;
  /** Answers this call (only while `status === "executing"`). */
  respond: ((result: unknown) => void) | undefined;
};

// Renderers of human-in-the-loop tools declared on the provider, with the description their calls
// get. The renderer's `render` stays the app's own component (as CopilotKit's `renderToolCalls`
// lists it); `ToolCallView` adds these props when it renders a call.
const configuredDescriptions = new WeakMap<ReactToolCallRenderer<any>, string>();

/**
 * The renderer of a human-in-the-loop tool declared on the provider: its `render` is the app's
 * component. Nothing waits for an answer there (its handler warns), so `respond` stays undefined.
 */
export function configuredHumanInTheLoopRenderer(tool: {
  name: string;
  description?: string;
  agentId?: string;
  render: ComponentType<HumanInTheLoopRenderProps<any>>;
}): ReactToolCallRenderer<any> {
  const renderer: ReactToolCallRenderer<any> = {
    name: tool.name,
    ...(tool.agentId !== undefined && { agentId: tool.agentId }),
    render: tool.render as ComponentType<ToolCallRenderProps<any>>,
  };
  configuredDescriptions.set(renderer, tool.description ?? "");
  return renderer;
}

/** The extra props a provider-declared human-in-the-loop renderer's calls get; undefined for others. */
export function configuredHumanInTheLoopProps(
  renderer: ReactToolCallRenderer<any>,
): Pick<HumanInTheLoopRenderProps, "description" | "respond"> | undefined {
  const description = configuredDescriptions.get(renderer);
  return description === undefined ? undefined : { description, respond: undefined };
}

/** A tool-call renderer that adds `respond` for the call being rendered, keyed by its id. */
export function createHumanInTheLoopRenderer(
  tool: { name: string; description?: string; agentId?: string; render: ComponentType<HumanInTheLoopRenderProps<any>> },
  answers: HumanInTheLoopAnswers,
  getRender: () => ComponentType<HumanInTheLoopRenderProps<any>> = () => tool.render,
): ReactToolCallRenderer<any> {
  return {
    name: tool.name,
    ...(tool.agentId !== undefined && { agentId: tool.agentId }),
    render: (props) => {
      const Render = getRender();
      return <Render {...props} description={tool.description ?? ""} respond={answers.respondTo(props.toolCallId, props.status)} />;
    },
  };
}
