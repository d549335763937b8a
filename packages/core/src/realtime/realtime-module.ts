// What a proxied agent needs once the runtime announces a realtime socket. Loaded by
// load-realtime.ts with a dynamic import(), so an app whose runtime speaks SSE only never ships it.
export { RealtimeClient } from "./realtime-client.js";
export { IntelligenceDelegate } from "./intelligence-delegate.js";
