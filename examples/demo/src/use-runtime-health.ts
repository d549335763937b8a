import { useAgent, useCopilotKit } from "@wingman/react";
import { watchRuntimeHealth, type RuntimeHealth, type RuntimeHealthWatch } from "@wingman/demo-shared/page";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The runtime's health as the page shows it (`watchRuntimeHealth`). When it comes back, the core
 * reconnects and the current thread is loaded again (its history, then any run still going), so the
 * page recovers without a reload.
 */
export function useRuntimeHealth(): { health: RuntimeHealth; checkNow: () => void } {
  const { copilotkit } = useCopilotKit();
  const { agent } = useAgent({ updates: [] });
  const [health, setHealth] = useState<RuntimeHealth>("checking");
  const latestAgent = useRef(agent);
  latestAgent.current = agent;
  const watch = useRef<RuntimeHealthWatch | undefined>(undefined);

  useEffect(() => {
    const recover = async () => {
      await copilotkit.connect().catch(() => undefined);
      const current = latestAgent.current;
      if (!current.isRunning) await copilotkit.connectAgent({ agent: current }).catch(() => undefined);
    };
    watch.current = watchRuntimeHealth({ onChange: setHealth, onBack: () => void recover() });
    return () => watch.current?.stop();
  }, [copilotkit]);

  const checkNow = useCallback(() => watch.current?.checkNow(), []);
  return { health, checkNow };
}
