import { DefaultToolCallRenderer } from "./default-tool-call-renderer.js";
import type { ReactToolCallRenderer } from "../types.js";

/**
 * The default tool-call card as a `"*"` renderer entry, for the provider's `renderToolCalls`:
 * every tool call without its own renderer is shown as a card (name, status, arguments, result).
 */
export const WildcardToolCallRender: ReactToolCallRenderer<Record<string, unknown>> = { name: "*", render: DefaultToolCallRenderer };
