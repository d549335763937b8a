export { parseSseText, readSse, readSseUntil } from "./read-sse.js";
export type { SseFrame } from "./read-sse.js";
export { postJson, runInput } from "./post-json.js";
export { followSse, type FollowedSse } from "./follow-sse.js";
