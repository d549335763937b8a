import { useEffect, useState } from "react";

/** What the server says about itself (`GET /api/demo`). */
export interface DemoInfo {
  model: string;
  offline: boolean;
  threads: "sqlite" | "postgres" | "redis" | "memory";
  /** Voice input: on (the microphone shows in the composer) or off, with the reason. */
  voice: { enabled: true; label: string } | { enabled: false; reason: string };
}

/** The server's model and thread storage; retried until the server answers. */
export function useDemoInfo(): DemoInfo | undefined {
  const [info, setInfo] = useState<DemoInfo | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      fetch("/api/demo", { cache: "no-store" })
        .then((response) => (response.ok ? (response.json() as Promise<DemoInfo>) : Promise.reject(new Error(String(response.status)))))
        .then((loaded) => void (cancelled || setInfo(loaded)))
        .catch(() => void (cancelled || (timer = setTimeout(load, 2_000))));
    void load();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);
  return info;
}
