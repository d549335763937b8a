/** Whether the page can reach its runtime. */
export type RuntimeHealth = "checking" | "online" | "offline";

/** What the page shows for each health, in its header. */
export const RUNTIME_HEALTH_LABELS: Readonly<Record<RuntimeHealth, string>> = { checking: "Connecting…", online: "Runtime connected", offline: "Runtime unreachable" };

/** Where both demo servers mount the runtime. */
export const RUNTIME_URL = "/api/copilotkit";

const ONLINE_INTERVAL_MS = 2_500;
const OFFLINE_INTERVAL_MS = 1_000;
/** A runtime that does not answer /info in this time counts as unreachable. */
const CHECK_TIMEOUT_MS = 4_000;

export interface RuntimeHealthWatch {
  /** Asks now instead of at the next tick (the banner's Retry). */
  checkNow(): void;
  stop(): void;
}

/**
 * Watches the runtime by asking its `/info` (every 2.5 s, every second while it is unreachable): the
 * core only learns that the server went away when a request fails, and a page must say so before the
 * user's next send. `onChange` gets every health that differs from the last; `onBack` runs when the
 * runtime answers again after being unreachable, for the page to reconnect its conversation.
 */
export function watchRuntimeHealth(options: { onChange(health: RuntimeHealth): void; onBack(): void }): RuntimeHealthWatch {
  let health: RuntimeHealth = "checking";
  let timer: ReturnType<typeof setTimeout> | undefined;
  let active = true;
  let generation = 0;

  const check = (): void => {
    clearTimeout(timer);
    if (!active) return;
    const asked = ++generation;
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
    void fetch(`${RUNTIME_URL}/info`, { cache: "no-store", signal: controller.signal, credentials: "same-origin" })
      .then((response) => response.ok)
      .catch(() => false)
      .then((ok) => {
        clearTimeout(timeout);
        // A later check (checkNow) has the newer answer.
        if (!active || asked !== generation) return;
        const previous = health;
        health = ok ? "online" : "offline";
        if (health !== previous) options.onChange(health);
        if (ok && previous === "offline") options.onBack();
        timer = setTimeout(check, ok ? ONLINE_INTERVAL_MS : OFFLINE_INTERVAL_MS);
      });
  };

  check();
  return {
    checkNow: check,
    stop: () => {
      active = false;
      clearTimeout(timer);
    },
  };
}
