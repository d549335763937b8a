// @wingman/core/realtime: the WebSocket transport of realtime mode, for using it directly (the client
// itself switches to it when /info announces a socket).
export { RealtimeClient, type RealtimeClientOptions, type RealtimeRequestHandle, type RealtimeRequestHandlers } from "./realtime-client.js";
export { RealtimeEventTransport, type ThreadStreamListener } from "./realtime-event-transport.js";
export { WebSocketAgent, type ThreadFollower, type WebSocketAgentConfig } from "./web-socket-agent.js";
export { RealtimeRequestError } from "./realtime-request-error.js";
export { RealtimeConnectionError } from "./realtime-connection-error.js";
export type { RealtimeClientRequest, RealtimeServerFrame, RealtimeThreadChange } from "./realtime-frames.js";
export type { WebSocketConstructor, WebSocketLike } from "./web-socket-like.js";
