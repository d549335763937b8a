import { useAgent, useCopilotKit } from "@wingman/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { RUNTIME_URL } from "./runtime-url.js";

/** Whether the page can reach its runtime. */
export type RuntimeHealth = "checking" | "online" | "offline";

const ONLINE_INTERVAL_MS = 2_500;
const OFFLINE_INTERVAL_MS = 1_000;

/**
 * Watches the runtime by asking its `/info` (every 2.5 s, every second while it is unreachable).
 * When it comes back, the core reconnects and the current thread is loaded again (its history,
 * then any run still going), so the page recovers without a reload.
 */
export function useRuntimeHealth(): { health: RuntimeHealth; checkNow: () => void } {
  const { copilotkit } = useCopilotKit();
  const { agent } = useAgent({ updates: [] });
  const [health, setHealth] = useState<RuntimeHealth>("checking");
  const latest = useRef({ health, agent });
  latest.current = { health, agent };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const active = useRef(false);
  const check = useRef<() => void>(() => {});

  check.current = () => {
    clearTimeout(timer.current);
    if (!active.current) return;
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), 4_000);
    fetch(`${RUNTIME_URL}/info`, { cache: "no-store", signal: controller.signal, credentials: "same-origin" })
      .then((response) => response.ok)
      .catch(() => false)
      .then((ok) => {
        clearTimeout(timeout);
        if (!active.current) return;
        const previous = latest.current.health;
        setHealth(ok ? "online" : "offline");
        if (ok && previous === "offline") void recover();
        clearTimeout(timer.current);
        timer.current = setTimeout(() => check.current(), ok ? ONLINE_INTERVAL_MS : OFFLINE_INTERVAL_MS);
      });
  };

  const recover = async () => {
    await copilotkit.connect().catch(() => undefined);
    const { agent: current } = latest.current;
    if (!current.isRunning) await copilotkit.connectAgent({ agent: current }).catch(() => undefined);
  };

  useEffect(() => {
    active.current = true;
    check.current();
    return () => {
      active.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const checkNow = useCallback(() => check.current(), []);
  return { health, checkNow };
}
