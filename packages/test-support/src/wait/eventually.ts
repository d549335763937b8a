/**
 * Resolves once `check()` is true (or resolves true), polling every 10 ms; rejects after
 * `timeoutMs`. For conditions reached through the network or timers, where `vi.waitFor`'s
 * assertion style does not fit.
 *
 * The default is a wait for progress, long enough for a machine with every core taken by other
 * processes (a child process's first request, a store under load): 5 s failed there. A check that
 * something happens *within* a time passes that time explicitly.
 *
 * @example
 * await eventually(() => tab.agent.messages.length === 2, 8_000);
 * await eventually(async () => !(await runner.isRunning(thread)));
 */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
