import type { StandardSchemaV1 } from "@wingman/core";
import type { ReactToolCallRenderer } from "../types.js";

/** The output type a Standard Schema (zod, valibot, …) validates to. */
export type InferSchemaOutput<S> = S extends StandardSchemaV1<unknown, infer Output> ? Output : never;

/**
 * A typed tool-call renderer entry for the provider's `renderToolCalls` or `useRenderTool`: the
 * render's `args` are typed from the `args` schema. The wildcard (`name: "*"`) needs no schema.
 */
export function defineToolCallRenderer(definition: {
  name: "*";
  render: ReactToolCallRenderer<Record<string, unknown>>["render"];
  agentId?: string;
}): ReactToolCallRenderer<Record<string, unknown>>;
export function defineToolCallRenderer<S extends StandardSchemaV1>(definition: {
  name: string;
  args: S;
  render: ReactToolCallRenderer<InferSchemaOutput<S>>["render"];
  agentId?: string;
}): ReactToolCallRenderer<InferSchemaOutput<S>>;
export function defineToolCallRenderer(definition: {
  name: string;
  args?: StandardSchemaV1;
  render: ReactToolCallRenderer<any>["render"];
  agentId?: string;
}): ReactToolCallRenderer<any> {
  return {
    name: definition.name,
    render: definition.render,
    ...(definition.args !== undefined && { parameters: definition.args }),
    ...(definition.agentId !== undefined && { agentId: definition.agentId }),
  };
}
