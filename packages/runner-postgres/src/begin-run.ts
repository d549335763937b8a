import type { Message, RunAgentInput, State } from "@ag-ui/core";
import type { RunnerRunRequest, ThreadChange } from "@wingman/runtime";
import { recordRunInput, type RunRecording } from "@wingman/shared/internal";
import { inTransaction } from "./in-transaction.js";
import { encodeNotice } from "./notice.js";
import type { PostgresRunnerContext } from "./postgres-runner-context.js";
import { finalizeLockedDeadRun } from "./recover-dead-run.js";
import { parseThreadRow, toThreadInfo, type ThreadRow } from "./thread-row.js";

/** A thread leased for a new run: what the run needs to start. */
export interface BegunRun {
  readonly generation: number;
  readonly firstId: number;
  readonly createdThread: boolean;
  readonly recordedInput: RunAgentInput;
  /** How the input is recorded: a continuation, or a new branch of the thread. */
  readonly recording: RunRecording;
  readonly history: readonly Message[];
  readonly startState: State;
}

/**
 * Takes the thread's lease for a new run, in one transaction: creates the thread if needed, locks
 * its row, finalizes a run whose lease expired (its instance died), and starts the run with the
 * next lease generation, announcing it to watchers. Resolves why not when the thread is busy or
 * bound to another agent. Thread ids are scoped to their owner: another owner's thread of the same
 * id is another row.
 */
export function beginRun(context: PostgresRunnerContext, request: RunnerRunRequest): Promise<BegunRun | "busy" | "not-found"> {
  const { sql, options, channel, instanceId } = context;
  const { ownerId, threadId, agentId, input } = request;
  const key = [ownerId, threadId];
  return inTransaction(context.pool, async (client) => {
    const now = Date.now();
    const created = (await client.query(sql.insertThread, [...key, agentId, now])).rowCount === 1;
    const lock = async (): Promise<ThreadRow> => parseThreadRow((await client.query(sql.threadForUpdate, key)).rows[0]!);
    let row = await lock();
    if (row.agent_id !== agentId) return "not-found";
    if (row.run_id !== null) {
      if (row.lease_expired !== true) return "busy";
      await finalizeLockedDeadRun(client, context, row);
      row = await lock();
      if (row.run_id !== null) return "busy";
    }
    const stored = (await client.query<{ messages: string; state: string | null }>(sql.threadState, key)).rows[0]!;
    const history = JSON.parse(stored.messages) as Message[];
    const recording = recordRunInput(input, history);
    const recordedInput = recording.input;
    const started = parseThreadRow(
      (await client.query(sql.startRun, [...key, input.runId, JSON.stringify(recordedInput), created, instanceId, options.leaseMs, now])).rows[0]!,
    );
    const change: ThreadChange = { kind: "run-started", ownerId, threadId, agentId, thread: toThreadInfo(started) };
    await client.query(sql.notify, [channel, encodeNotice({ kind: "change", change })]);
    return {
      generation: started.lease_generation,
      firstId: started.run_first_id!,
      createdThread: created,
      recordedInput,
      recording,
      history,
      startState: stored.state === null ? undefined : (JSON.parse(stored.state) as State),
    };
  });
}
