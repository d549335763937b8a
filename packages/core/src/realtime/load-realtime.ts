/**
 * The realtime client, loaded on demand: the runtime announces its socket in `/info`, and only then
 * does the client need the WebSocket code (~22 KB before minification, a separate chunk for app
 * bundlers). Once loaded, `loadedRealtime()` hands it out synchronously, so agents created after
 * the announcement behave as if it had been imported statically.
 */
type RealtimeModule = typeof import("./realtime-module.js");

let loading: Promise<RealtimeModule> | undefined;
let loaded: RealtimeModule | undefined;

export function loadRealtime(): Promise<RealtimeModule> {
  loading ??= import("./realtime-module.js").then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed chunk load (offline, a deploy replaced the chunk) is retried on the next call.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function loadedRealtime(): RealtimeModule | undefined {
  return loaded;
}
