import { DestroyRef, inject, signal, type Signal } from "@angular/core";

/** What the server says about itself (`GET /api/demo`): the same as the React demo's server. */
export interface DemoInfo {
  model: string;
  offline: boolean;
  threads: "sqlite" | "postgres" | "redis" | "memory";
  /** Voice input: on (the microphone shows in the composer) or off, with the reason. */
  voice: { enabled: true; label: string } | { enabled: false; reason: string };
}

/** The server's model, thread store and voice; retried until the server answers. Call it in an injection context. */
export function injectDemoInfo(): Signal<DemoInfo | undefined> {
  const info = signal<DemoInfo | undefined>(undefined);
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const load = () =>
    fetch("/api/demo", { cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<DemoInfo>) : Promise.reject(new Error(String(response.status)))))
      .then((loaded) => void (cancelled || info.set(loaded)))
      .catch(() => void (cancelled || (timer = setTimeout(load, 2_000))));
  void load();
  inject(DestroyRef).onDestroy(() => {
    cancelled = true;
    clearTimeout(timer);
  });
  return info.asReadonly();
}
