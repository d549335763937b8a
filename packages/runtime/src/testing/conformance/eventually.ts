/** Resolves once `check` holds, looking again every few ms; fails after `timeoutMs` (a stuck runner, not a slow one). */
export async function eventually(check: () => boolean, timeoutMs = 5_000, what = "The expected condition"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not come in time`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
