import type { FrontendTool } from "@wingman/core";
import type { HumanInTheLoopRenderProps } from "./human-in-the-loop-renderer.js";
import type { Renderable } from "../types.js";

/** A tool the agent calls to ask the user; `render` shows the question and calls `respond`. */
export interface HumanInTheLoopTool<Args extends Record<string, unknown> = Record<string, unknown>> extends Omit<FrontendTool<Args>, "handler"> {
  render: Renderable<HumanInTheLoopRenderProps<Args>>;
}
