import type { SqliteStatements } from "./sqlite-statements.js";

/** A thread's stored messages and state (JSON) and the recorded input of its run in progress. */
export interface StoredThreadState {
  readonly messages: string;
  readonly state: string | null;
  readonly run_input: string | null;
}

/** The thread's stored messages and state; empty ones for a thread that does not exist. */
export function readThreadState(statements: SqliteStatements, ownerId: string, threadId: string): StoredThreadState {
  return (statements.threadState.get(ownerId, threadId) as StoredThreadState | undefined) ?? { messages: "[]", state: null, run_input: null };
}
