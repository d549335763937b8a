import type { AbstractAgent } from "@ag-ui/client";
import type { BaseEvent, Message, RunAgentInput, State } from "@ag-ui/core";
import { EventType } from "@ag-ui/core";
import { AgentRunAbort, LiveRun, LiveRunBatchWriter, startAgentRun, StoreUnavailableError, type RunnerEvent } from "@wingman/runtime";
import { encodeBatch, errorMessage, recordRunInput, recordedRunStartEvents, type RunRecording } from "@wingman/shared/internal";
import type { Observable } from "rxjs";
import { finishRun, type FinishedRun } from "./finish-run.js";
import type { RedisRunnerContext } from "./redis-runner-context.js";
import { redisScripts } from "./redis-scripts.js";

const storeLostMessage = "The run was interrupted: the thread store (Redis) became unavailable";
const redisLostMessage = "The run was interrupted: Redis could not be reached for longer than its lock lasts";
/**
 * Events per write at most. A backlog (the agent outran Redis) goes out in several writes, so that
 * subscribers get it in tick-sized bursts, as from the in-memory runner, not in one huge one.
 */
const maxBatchEvents = 1024;

/** What a run needs to start, once its thread is locked for it. */
export interface RedisActiveRunInit {
  readonly threadId: string;
  readonly ownerId: string;
  /** The lock's value: proves this instance still holds the run on every write. */
  readonly token: string;
  /** Id of the run's first event; names its live stream. */
  readonly firstId: number;
  readonly agent: AbstractAgent;
  /** The thread's messages and state before this run. */
  readonly history: readonly Message[];
  readonly startState: State;
}

/** How a run reports to its runner. */
export interface RedisActiveRunHooks {
  /** The run is over for this instance (stored, or fenced): it no longer drives the thread. */
  readonly ended: (run: RedisActiveRun) => void;
  /**
   * The run lost its lock (it expired while this instance was paused or cut off): called after
   * `ended`, so that the runner can have the run finalized from what Redis holds.
   */
  readonly fenced: (run: RedisActiveRun) => void;
  /** The stored events of the run after `after` (the last id a follower saw), ending with its terminal. */
  readonly stored: (run: RedisActiveRun, after: number) => Observable<RunnerEvent>;
}

/** Why a write did not store its batch: "fenced" when the lock was lost, else what failed. */
type WriteFailure = "fenced" | string;

interface EndOptions {
  readonly stopRequested: boolean;
  readonly interruptionMessage?: string;
}

/**
 * A run this instance drives. Each tick's events are appended to the run's live stream as one
 * batch (writes never overlap, each fenced on the lock) and published to local subscribers once
 * Redis holds them; the end writes the closers and the compacted run and unlocks the thread.
 *
 * A run whose lock is lost (a write refused, a renewal finding another token or none) is fenced:
 * it publishes nothing more, its agent is stopped, and its subscribers are switched to what Redis
 * holds after the last event each received — the same events a client of another instance gets.
 */
export class RedisActiveRun {
  readonly threadId: string;
  readonly ownerId: string;
  readonly token: string;
  readonly firstId: number;
  readonly live: LiveRun;
  readonly #context: RedisRunnerContext;
  readonly #agent: AbstractAgent;
  readonly #abort: AgentRunAbort;
  readonly #liveKey: string;
  readonly #history: readonly Message[];
  readonly #startState: State;
  readonly #hooks: RedisActiveRunHooks;
  #recordedInput: RunAgentInput | undefined;
  #recording: RunRecording | undefined;
  readonly #writer: LiveRunBatchWriter<WriteFailure>;
  #nextId: number;
  #agentEventCount = 0;
  #sawRunStarted = false;
  #stopRequested = false;
  #ended: Promise<void> | undefined;
  /** Until when the lock surely holds: the last successful renewal plus its TTL. */
  #lockHeldUntil: number;

  constructor(context: RedisRunnerContext, init: RedisActiveRunInit, runId: string, hooks: RedisActiveRunHooks) {
    this.#context = context;
    this.threadId = init.threadId;
    this.ownerId = init.ownerId;
    this.token = init.token;
    this.firstId = init.firstId;
    this.live = new LiveRun(runId, { publishOnConfirm: true });
    this.#agent = init.agent;
    this.#abort = new AgentRunAbort(init.agent);
    this.#liveKey = context.keys.live(init.ownerId, init.threadId, init.firstId);
    this.#history = init.history;
    this.#startState = init.startState;
    this.#nextId = init.firstId;
    this.#hooks = hooks;
    this.#lockHeldUntil = Date.now() + context.options.lockTtlMs;
    this.#writer = new LiveRunBatchWriter<WriteFailure>({
      live: this.live,
      maxBatchEvents,
      write: (batch) => this.#appendBatch(batch),
      failed: (failure) => (failure === "fenced" ? this.#fence() : void this.interrupt(failure)),
      ended: () => this.#ended !== undefined,
    });
  }

  get ended(): boolean {
    return this.#ended !== undefined;
  }

  /** Runs the agent for `input`; the run ends when the agent does (or is stopped or interrupted). */
  start(input: RunAgentInput): void {
    const recording = recordRunInput(input, this.#history);
    const recordedInput = recording.input;
    this.#recording = recording;
    this.#recordedInput = recordedInput;
    // For a recovery after a crash, when the agent sends no RUN_STARTED carrying the input.
    const { client, keys } = this.#context;
    client.hset(keys.meta(this.ownerId, this.threadId), "input", JSON.stringify(recordedInput)).catch(() => undefined);
    startAgentRun(this.#agent, input, (event) => this.#record(event), this.#abort, (interruptionMessage) =>
      void this.#end({ stopRequested: this.#stopRequested, interruptionMessage }),
    );
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

  /**
   * Extends the lock; stops the run when a stop was requested, fences it when the lock was lost,
   * interrupts it when Redis stayed unreachable past the lock's expiry (another instance may
   * finalize it then).
   */
  async renewLock(): Promise<void> {
    if (this.#ended !== undefined) return;
    const { client, keys, options } = this.#context;
    const renewedAt = Date.now();
    let result: unknown;
    try {
      result = await redisScripts.renew.call(client, [keys.lock(this.ownerId, this.threadId), keys.meta(this.ownerId, this.threadId)], [this.token, options.lockTtlMs]);
    } catch {
      if (Date.now() >= this.#lockHeldUntil) await this.interrupt(redisLostMessage);
      return;
    }
    if (result === -1) this.#fence();
    else if (result === 1) await this.stop();
    else this.#lockHeldUntil = renewedAt + options.lockTtlMs;
  }

  #record(agentEvent: BaseEvent): void {
    // Events of a run already ended (stopped, interrupted) while the agent winds down are dropped.
    if (this.#ended !== undefined) return;
    if (agentEvent.type === EventType.RUN_STARTED && !this.#sawRunStarted) {
      this.#sawRunStarted = true;
      // start() records the input before the agent runs.
      for (const event of recordedRunStartEvents(agentEvent, this.#recording!)) this.live.append(this.#nextId++, event);
    } else {
      this.live.append(this.#nextId++, agentEvent);
    }
    this.#agentEventCount += 1;
    this.#writer.schedule();
  }

  /** Appends a batch to the run's live stream and its channel, fenced on the lock. */
  async #appendBatch(batch: readonly RunnerEvent[]): Promise<"ok" | WriteFailure> {
    const { client, keys } = this.#context;
    try {
      const held = await redisScripts.append.call(
        client,
        [keys.lock(this.ownerId, this.threadId), this.#liveKey, keys.meta(this.ownerId, this.threadId)],
        [this.token, keys.liveChannel(this.ownerId, this.threadId), batch[batch.length - 1]!.id, encodeBatch(batch)],
      );
      if (held !== 1) return "fenced";
    } catch (error) {
      if (StoreUnavailableError.isInstance(this.#context.availability.toStoreError(error))) return storeLostMessage;
      return `The run's events could not be written to Redis: ${errorMessage(error)}`;
    }
    return "ok";
  }

  /**
   * Redis was unreachable when the run ended: its subscribers got its end from memory; the run is
   * stored as they saw it once Redis is back, if this instance still holds its lock then (else the
   * lock expired and an instance finalized it from its live stream).
   */
  #finishOnReconnect(finished: FinishedRun): void {
    const remove = this.#context.availability.onReconnect(() => {
      remove();
      finishRun(this.#context, finished).catch(() => this.#finishOnReconnect(finished));
    });
  }

  /** Ends the run (once): closers, the last batch and the compacted run written, the thread unlocked. */
  #end(options: EndOptions): Promise<void> {
    if (this.#ended !== undefined) return this.#ended;
    this.#ended = (async () => {
      await this.#writer.idle();
      const { events } = this.live;
      // A backlog that fails otherwise is still finished below, from memory.
      let fenced = (await this.#writer.writeBacklog()) === "fenced";
      if (fenced) return this.#handOver();
      this.#nextId = this.live.appendClosers(this.#nextId, { threadId: this.threadId, ...options });
      const finished: FinishedRun = {
        threadId: this.threadId,
        ownerId: this.ownerId,
        runId: this.live.runId,
        token: this.token,
        liveKey: this.#liveKey,
        firstId: this.firstId,
        events,
        written: this.#writer.written,
        agentEventCount: this.#agentEventCount,
        sawRunStarted: this.#sawRunStarted,
        recordedInput: this.#recordedInput,
        history: this.#history,
        startState: this.#startState,
      };
      try {
        fenced = !(await finishRun(this.#context, finished));
      } catch {
        this.#finishOnReconnect(finished);
      }
      if (fenced) return this.#handOver();
      this.#hooks.ended(this);
      this.live.finish();
    })();
    return this.#ended;
  }

  /** The lock is lost while the run goes on: it ends here, as fenced. */
  #fence(): void {
    // An end under way finds the lock lost at its own write, and hands over then.
    if (this.#ended !== undefined) return;
    this.#ended = Promise.resolve();
    this.#handOver();
  }

  /** Publishes nothing more, stops the agent, and switches the subscribers to the stored run. */
  #handOver(): void {
    this.#abort.abort();
    this.#hooks.ended(this);
    this.live.fence((after) => this.#hooks.stored(this, after ?? this.firstId - 1));
    this.#hooks.fenced(this);
  }
}
