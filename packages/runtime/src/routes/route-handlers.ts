import type { RouteName } from "../handler/route.js";
import { handleConnect } from "./handle-connect.js";
import { handleInfo } from "./handle-info.js";
import { handleRun } from "./handle-run.js";
import { handleStop } from "./handle-stop.js";
import { handleSuggest } from "./handle-suggest.js";
import {
  handleArchiveThread,
  handleDeleteThread,
  handleGetThread,
  handleGetThreadMessages,
  handleGetThreadState,
  handleListThreads,
  handleUpdateThread,
} from "./handle-threads.js";
import { handleGetThreadBranches, handleSwitchThreadBranch } from "./handle-thread-branches.js";
import { handleTranscribe } from "./handle-transcribe.js";
import type { RouteHandler } from "./route-context.js";

const handleInspectorMetadata: RouteHandler = async () =>
  new Response(null, { status: 204, headers: { "Cache-Control": "no-store, private" } });

/** The handler of every route. */
export const ROUTE_HANDLERS: Readonly<Record<RouteName, RouteHandler>> = {
  info: handleInfo,
  "inspector/metadata": handleInspectorMetadata,
  transcribe: handleTranscribe,
  "agent/run": handleRun,
  "agent/connect": handleConnect,
  "agent/suggest": handleSuggest,
  "agent/stop": handleStop,
  "threads/list": handleListThreads,
  "threads/get": handleGetThread,
  "threads/messages": handleGetThreadMessages,
  "threads/state": handleGetThreadState,
  "threads/branches": handleGetThreadBranches,
  "threads/switch-branch": handleSwitchThreadBranch,
  "threads/update": handleUpdateThread,
  "threads/archive": handleArchiveThread,
  "threads/delete": handleDeleteThread,
};

/** Routes answered without identifying the caller: discovery only. */
export const PUBLIC_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(["info", "inspector/metadata"]);

/** The `error` of a 500 on this route (the original's strings); never with internal details. */
export const ROUTE_FAILURE_CODES: Partial<Readonly<Record<RouteName, string>>> = {
  info: "Failed to retrieve runtime information",
  "agent/run": "Failed to run agent",
  "agent/connect": "Failed to run agent",
  "agent/suggest": "Failed to run agent",
  "agent/stop": "Failed to stop agent",
};
