import { createContext, useContext } from "react";
import type { CopilotKitCoreReact } from "./copilot-kit-core-react.js";

/** The provider's core; one instance for the provider's lifetime. */
export const CopilotKitContext = createContext<CopilotKitCoreReact | null>(null);

/** What `useCopilotKit` returns. */
export interface CopilotKitContextValue {
  copilotkit: CopilotKitCoreReact;
}

/**
 * The core of the nearest `CopilotKitProvider`. The context value never changes identity, so
 * reading it never re-renders a component; subscribe through the hooks for changing data.
 */
export function useCopilotKit(): CopilotKitContextValue {
  const copilotkit = useContext(CopilotKitContext);
  if (!copilotkit) throw new Error("useCopilotKit must be used within a <CopilotKitProvider>");
  return { copilotkit };
}
