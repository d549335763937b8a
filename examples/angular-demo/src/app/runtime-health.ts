import { DestroyRef, inject, signal, untracked, type Signal } from "@angular/core";
import { CopilotKit, injectAgentStore } from "@wingman/angular";
import { watchRuntimeHealth, type RuntimeHealth } from "@wingman/demo-shared/page";

/**
 * The runtime's health as the page shows it (`watchRuntimeHealth`, as in the React demo). When it comes
 * back, the core reconnects and the current thread is loaded again (its history, then any run still
 * going), so the page recovers without a reload. Call it in an injection context.
 */
export function injectRuntimeHealth(): { health: Signal<RuntimeHealth>; checkNow(): void } {
  const core = inject(CopilotKit).core;
  const store = injectAgentStore();
  const health = signal<RuntimeHealth>("checking");
  const recover = async () => {
    await core.connect().catch(() => undefined);
    const agent = untracked(store.agent);
    if (!agent.isRunning) await core.connectAgent({ agent }).catch(() => undefined);
  };
  const watch = watchRuntimeHealth({ onChange: (next) => health.set(next), onBack: () => void recover() });
  inject(DestroyRef).onDestroy(() => watch.stop());
  return { health: health.asReadonly(), checkNow: () => watch.checkNow() };
}
