import type { StandardSchemaV1 } from "@wingman/core";
import { useCallback, type ComponentType } from "react";
import type { InferSchemaOutput } from "./define-tool-call-renderer.js";
import type { ToolCallRenderProps } from "../types.js";
import { useFrontendTool } from "./use-frontend-tool.js";
import { useLatest } from "../hooks/use-latest.js";

type ComponentProps<S> = S extends StandardSchemaV1 ? InferSchemaOutput<S> : Record<string, any>;

/** A React component the agent can show in the chat, with the schema of its props. */
export interface UseComponentConfig<S extends StandardSchemaV1 | undefined = undefined> {
  /** The tool's name, unique among the agent's tools. */
  name: string;
  /** When to show the component, for the model; added after a sentence saying it shows the component. Default: that sentence alone. */
  description?: string;
  /** Describes the component's props to the model; the props are typed from it. */
  parameters?: S;
  /** The component, rendered with the call's arguments as its props. */
  render: ComponentType<NoInfer<ComponentProps<S>>>;
  /** Only this agent may show it. Default: every agent. */
  agentId?: string;
  /** Run the agent again after the component is shown (the tool's `followUp`). Default: true. */
  followUp?: boolean;
}

/**
 * Lets the agent show a React component in the chat: registers a frontend tool named `name` whose
 * calls render `render` with the call's (partial, while streaming) arguments as props.
 */
export function useComponent<S extends StandardSchemaV1 | undefined = undefined>(config: UseComponentConfig<S>, deps: readonly unknown[] = []): void {
  const latest = useLatest(config);
  // One component identity for the registration's lifetime, so a re-render does not remount it.
  const render = useCallback(
    (props: ToolCallRenderProps<Record<string, unknown>>) => {
      const Component = latest.current.render as ComponentType<Record<string, unknown>>;
      return <Component {...props.args} />;
    },
    [latest],
  );
  const describes = `Shows the "${config.name}" component to the user in the chat; the arguments are its props.`;
  useFrontendTool(
    {
      name: config.name,
      description: config.description ? `${describes} ${config.description}` : describes,
      ...(config.parameters !== undefined && { parameters: config.parameters as StandardSchemaV1<unknown, Record<string, unknown>> }),
      ...(config.agentId !== undefined && { agentId: config.agentId }),
      ...(config.followUp !== undefined && { followUp: config.followUp }),
      render,
    },
    deps,
  );
}
