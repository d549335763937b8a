import type { AbstractAgent } from "@ag-ui/client";
import type { BaseEvent, Message, RunAgentInput, State } from "@ag-ui/core";
import { EventType } from "@ag-ui/core";
import { AgentRunAbort, LiveRun, LiveRunBatchWriter, startAgentRun, type RunnerEvent } from "@wingman/runtime";
import { encodeBatch, errorMessage, recordedRunStartEvents, type RunRecording } from "@wingman/shared/internal";
import { Observable, type Subscriber } from "rxjs";
import { inTransaction } from "./in-transaction.js";
import { encodeNotice } from "./notice.js";
import type { PostgresRunnerContext } from "./postgres-runner-context.js";
import { storeFinishedRun } from "./store-finished-run.js";

/**
 * Events per write at most. A backlog (the agent outran the database) goes out in several writes,
 * so that subscribers get it in tick-sized bursts, not in one huge one.
 */
const maxBatchEvents = 8192;
/** Pause between attempts while the database does not answer (ms). */
const retryMs = 100;

/** What a run needs to start, once its thread is leased for it. */
export interface PostgresActiveRunInit {
  readonly ownerId: string;
  readonly threadId: string;
  readonly agentId: string;
  readonly runId: string;
  /** The lease generation (fencing token) every write is conditioned on. */
  readonly generation: number;
  readonly firstId: number;
  readonly agent: AbstractAgent;
  /** The input as recorded: only messages new to the thread. */
  readonly recordedInput: RunAgentInput;
  /** How the input is recorded: a continuation, or a new branch of the thread. */
  readonly recording: RunRecording;
  readonly history: readonly Message[];
  readonly startState: State;
  readonly createdThread: boolean;
  /** Hands a local subscriber over to the stored log after `after`, when this run loses its lease. */
  readonly followStored: (after: number, subscriber: Subscriber<RunnerEvent>) => () => void;
  readonly onEnded: (run: PostgresActiveRun) => void;
}

interface EndOptions {
  readonly stopRequested: boolean;
  readonly interruptionMessage?: string;
}

/**
 * A run this instance drives. Each tick's events are written as one batch row (writes never
 * overlap, each fenced on the lease generation in the same statement) and published to local
 * subscribers once committed; the end stores the closers and the compacted run and unlocks the
 * thread in one transaction. A run whose write or renewal is refused (another instance took the
 * thread after its lease expired) goes silent: its agent is aborted, nothing more is published,
 * and its local subscribers continue from the stored log, as clients of other instances do.
 */
export class PostgresActiveRun {
  readonly ownerId: string;
  readonly threadId: string;
  readonly agentId: string;
  readonly generation: number;
  readonly firstId: number;
  readonly live: LiveRun;
  readonly #init: PostgresActiveRunInit;
  readonly #context: PostgresRunnerContext;
  readonly #abort: AgentRunAbort;
  readonly #handovers = new Set<(mode: "store" | Error) => void>();
  readonly #writer: LiveRunBatchWriter<"fenced" | Error>;
  #nextId: number;
  #agentEventCount = 0;
  #sawRunStarted = false;
  #stopRequested = false;
  #ended: Promise<void> | undefined;
  #silenced = false;
  /** When the lease runs out by this process's clock unless renewed (performance.now() ms). */
  #leaseDeadline: number;

  constructor(context: PostgresRunnerContext, init: PostgresActiveRunInit) {
    this.#context = context;
    this.#init = init;
    this.ownerId = init.ownerId;
    this.threadId = init.threadId;
    this.agentId = init.agentId;
    this.generation = init.generation;
    this.firstId = init.firstId;
    this.live = new LiveRun(init.runId, { publishOnConfirm: true });
    this.#abort = new AgentRunAbort(init.agent);
    this.#nextId = init.firstId;
    this.#leaseDeadline = performance.now() + context.options.leaseMs;
    this.#writer = new LiveRunBatchWriter<"fenced" | Error>({
      live: this.live,
      maxBatchEvents,
      write: (batch) => this.#appendBatchRetrying(batch),
      failed: (outcome) => this.#lost(outcome),
      ended: () => this.#ended !== undefined,
      mayPublish: () => !this.#silenced,
    });
  }

  get ended(): boolean {
    return this.#ended !== undefined;
  }

  get stopRequested(): boolean {
    return this.#stopRequested;
  }

  /** Runs the agent for `input`; the run ends when the agent does (or is stopped or interrupted). */
  start(input: RunAgentInput): void {
    startAgentRun(this.#init.agent, input, (event) => this.#record(event), this.#abort, (interruptionMessage) =>
      void this.#end({ stopRequested: this.#stopRequested, interruptionMessage }),
    );
  }

  /**
   * The run's published events after `after`, then the rest as published; when the run loses its
   * lease, the rest comes from the stored log instead (or the stream fails if the database is gone).
   */
  observe(after?: number): Observable<RunnerEvent> {
    return new Observable<RunnerEvent>((subscriber) => {
      let lastId = after ?? this.firstId - 1;
      let teardown: (() => void) | undefined;
      const handover = (mode: "store" | Error): void => {
        local.unsubscribe();
        if (subscriber.closed) return;
        if (mode === "store") teardown = this.#init.followStored(lastId, subscriber);
        else subscriber.error(mode);
      };
      const local = this.live.observe(after).subscribe({
        next: (entry) => {
          lastId = entry.id;
          subscriber.next(entry);
        },
        complete: () => subscriber.complete(),
      });
      if (!subscriber.closed) this.#handovers.add(handover);
      return () => {
        this.#handovers.delete(handover);
        local.unsubscribe();
        teardown?.();
      };
    });
  }

  /** Stops the run as asked by a user: it ends with `RUN_FINISHED` (cancelled). Resolves once stored. */
  stop(): Promise<void> {
    if (this.#stopRequested || this.#ended !== undefined) return this.#ended ?? Promise.resolve();
    this.#stopRequested = true;
    this.#abort.abort();
    return this.#end({ stopRequested: true });
  }

  /** Ends the run early with `RUN_ERROR` carrying `message`. Resolves once stored. */
  interrupt(message: string): Promise<void> {
    this.#abort.abort();
    return this.#end({ stopRequested: false, interruptionMessage: message });
  }

  /** The lease was renewed: it lasts `leaseMs` more from when the renewal was sent. */
  renewed(sentAt: number): void {
    this.#leaseDeadline = Math.max(this.#leaseDeadline, sentAt + this.#context.options.leaseMs);
  }

  /**
   * The lease is gone (another instance took the thread, or it was deleted): publish nothing more,
   * abort the agent, and move local subscribers to the stored log.
   */
  fence(): void {
    this.#silence("store");
  }

  #silence(mode: "store" | Error): void {
    if (this.#silenced) return;
    this.#silenced = true;
    this.#abort.abort();
    this.#ended ??= Promise.resolve();
    this.#init.onEnded(this);
    for (const handover of [...this.#handovers]) handover(mode);
    this.#handovers.clear();
  }

  #record(agentEvent: BaseEvent): void {
    // Events of a run already ended (stopped, interrupted, fenced) while the agent winds down are dropped.
    if (this.#ended !== undefined) return;
    if (agentEvent.type === EventType.RUN_STARTED && !this.#sawRunStarted) {
      this.#sawRunStarted = true;
      for (const event of recordedRunStartEvents(agentEvent, this.#init.recording)) this.live.append(this.#nextId++, event);
    } else {
      this.live.append(this.#nextId++, agentEvent);
    }
    this.#agentEventCount += 1;
    this.#writer.schedule();
  }

  /** Appends a batch, retrying while the database is unreachable and the lease may still hold. */
  async #appendBatchRetrying(batch: readonly RunnerEvent[]): Promise<"ok" | "fenced" | Error> {
    for (;;) {
      if (this.#silenced) return "fenced";
      try {
        return (await this.#appendBatch(batch)) ? "ok" : "fenced";
      } catch (error) {
        const outcome = await this.#waitToRetry(error);
        if (outcome !== undefined) return outcome;
      }
    }
  }

  /** Appends a batch as one row, fenced on the lease generation; false when fenced. */
  async #appendBatch(batch: readonly RunnerEvent[]): Promise<boolean> {
    const { pool, sql, channel } = this.#context;
    const result = await pool.query(sql.appendBatch, [
      this.ownerId,
      this.threadId,
      batch[batch.length - 1]!.id,
      batch[0]!.id,
      encodeBatch(batch),
      this.generation,
      channel,
      encodeNotice({ kind: "events", ownerId: this.ownerId, threadId: this.threadId }),
    ]);
    return result.rowCount === 1;
  }

  /** After a failed write: waits, or gives up (resolving why) once the lease must have run out. */
  async #waitToRetry(error: unknown): Promise<Error | undefined> {
    if (performance.now() + retryMs >= this.#leaseDeadline) {
      return new Error(`PostgreSQL did not answer before the run's lease ran out: ${errorMessage(error)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, retryMs));
    return undefined;
  }

  #lost(outcome: "fenced" | Error): void {
    this.#silence(outcome === "fenced" ? "store" : outcome);
  }

  /** Ends the run (once): closers, the last batch and the compacted run stored, the thread unlocked. */
  #end(options: EndOptions): Promise<void> {
    if (this.#ended !== undefined) return this.#ended;
    this.#ended = (async () => {
      await this.#writer.idle();
      if (this.#silenced) return;
      const backlog = await this.#writer.writeBacklog();
      if (backlog !== "ok") return this.#lost(backlog);
      this.#nextId = this.live.appendClosers(this.#nextId, { threadId: this.threadId, ...options });
      const outcome = await this.#storeRetrying();
      if (outcome !== "ok") return this.#lost(outcome);
      this.#handovers.clear();
      this.#init.onEnded(this);
      this.live.finish();
    })();
    return this.#ended;
  }

  async #storeRetrying(): Promise<"ok" | "fenced" | Error> {
    const init = this.#init;
    for (;;) {
      if (this.#silenced) return "fenced";
      try {
        const held = await inTransaction(this.#context.pool, (client) =>
          storeFinishedRun(client, this.#context, {
            ownerId: this.ownerId,
            threadId: this.threadId,
            agentId: this.agentId,
            runId: this.live.runId,
            generation: this.generation,
            firstId: this.firstId,
            events: this.live.events,
            written: this.#writer.written,
            agentEventCount: this.#agentEventCount,
            sawRunStarted: this.#sawRunStarted,
            recordedInput: init.recordedInput,
            history: init.history,
            startState: init.startState,
            createdThread: init.createdThread,
          }),
        );
        return held ? "ok" : "fenced";
      } catch (error) {
        const outcome = await this.#waitToRetry(error);
        if (outcome !== undefined) return outcome;
      }
    }
  }
}
