export type { RealtimeOptions, ResolvedRealtimeOptions } from "./realtime-options.js";
export type {
  RealtimeClientFrame,
  RealtimeConnectFrame,
  RealtimePingFrame,
  RealtimeRunFrame,
  RealtimeServerFrame,
  RealtimeStopFrame,
  RealtimeSubscribeThreadFrame,
  RealtimeSubscribeThreadsFrame,
  RealtimeUnsubscribeFrame,
} from "./realtime-frames.js";
export type { RealtimeConnection } from "./realtime-connection.js";
export { RealtimeSession, type RealtimeSessionOptions } from "./realtime-session.js";
export { realtimeUrl } from "./realtime-url.js";
export { checkRealtimeOrigin } from "./check-realtime-origin.js";
