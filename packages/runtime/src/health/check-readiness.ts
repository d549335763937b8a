import type { WingmanAgentRunner } from "../runner/agent-runner.js";

/** How long the runner's store may take to answer a readiness check before it counts as unreachable. */
export const READINESS_TIMEOUT_MS = 2000;

/** Whether a runtime should receive traffic, and if not, why. */
export type Readiness =
  | { readonly ready: true }
  | { readonly ready: false; readonly reason: "draining" | "store_unreachable"; readonly message: string };

/**
 * Whether a runtime should be sent traffic: not while it drains, and not while its runner's store
 * fails to answer `checkHealth` within {@link READINESS_TIMEOUT_MS}. A runner without
 * `checkHealth` (the in-memory one) is always reachable.
 */
export async function checkReadiness(runner: WingmanAgentRunner, draining: boolean, timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  if (draining) return { ready: false, reason: "draining", message: "The server is shutting down" };
  if (!runner.checkHealth) return { ready: true };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([runner.checkHealth(), timedOut]);
    return { ready: true };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ready: false, reason: "store_unreachable", message: `The runner's store is unreachable: ${detail}` };
  } finally {
    clearTimeout(timer);
  }
}
