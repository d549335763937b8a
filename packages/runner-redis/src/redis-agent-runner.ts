import type { Message, State } from "@ag-ui/core";
import {
  ownerThreadKey,
  ThreadBusyError,
  ThreadNotFoundError,
  type WingmanAgentRunner,
  type ListThreadsRequest,
  type RunnerConnectRequest,
  type RunnerEvent,
  type RunnerRunRequest,
  type RunnerScope,
  type RunnerStopRequest,
  type RunnerThreadRequest,
  type ThreadChangeListener,
  type ThreadInfo,
  type ThreadPage,
  type UpdateThreadRequest,
  type WatchThreadsRequest,
} from "@wingman/runtime";
import { Redis } from "ioredis";
import { Observable, type Subscriber } from "rxjs";
import { beginRun } from "./begin-run.js";
import { ChannelHub } from "./channel-hub.js";
import { defaultRedisOptions } from "./default-redis-options.js";
import { deleteThreadKeys } from "./delete-thread-keys.js";
import { findDeadRuns } from "./find-dead-runs.js";
import { followRemoteRun, type RemoteRun } from "./follow-remote-run.js";
import { isThreadRunning } from "./is-thread-running.js";
import { listOwnerThreads } from "./list-owner-threads.js";
import { parseState } from "./parse-state.js";
import { readThreadSnapshot, replaySnapshotRuns } from "./read-thread-snapshot.js";
import { recoverDeadRun } from "./recover-dead-run.js";
import { RedisActiveRun } from "./redis-active-run.js";
import {
  resolveRedisAgentRunnerOptions,
  type RedisAgentRunnerOptions,
  type ResolvedRedisAgentRunnerOptions,
} from "./redis-agent-runner-options.js";
import { RedisAvailability } from "./redis-availability.js";
import { RedisKeys } from "./redis-keys.js";
import { requestStop } from "./request-stop.js";
import type { RedisRunnerContext } from "./redis-runner-context.js";
import { ThreadChangeRelay } from "./thread-change-relay.js";
import { threadInfoFields, toThreadInfo } from "./thread-meta.js";
import { tolerateEventLoopStalls } from "./tolerate-event-loop-stalls.js";
import { updateThreadMeta } from "./update-thread-meta.js";

const liveTtlMs = 30_000;

/**
 * A runner for many runtime instances sharing Redis: every instance sees the same threads, and a
 * run started on one can be followed, resumed after an event id, and stopped from any other.
 *
 * - The log: a thread's finished runs, compacted, in a stream (entry id = last event id); the run in
 *   progress in a live stream of write batches. Events reach subscribers once Redis holds them.
 * - One run per thread across instances: a lock with expiry, renewed while the run lives; every
 *   write is fenced on it. When an instance dies, its locks expire and another instance finalizes
 *   its runs as errors (a sweep every half lock TTL, or at once when a thread is touched).
 * - Followers on other instances are woken by pub/sub and read the live stream; stop is a pub/sub
 *   signal backed by a flag the running instance also checks when renewing its lock.
 * - Threads are listed per owner from a sorted set by activity; retention caps stored events per
 *   thread and expires idle threads.
 *
 * @example
 * const runner = new RedisAgentRunner({ url: "redis://127.0.0.1:6379", keyPrefix: "myapp:" });
 * const runtime = new CopilotRuntime({ agents, runner });
 */
export class RedisAgentRunner implements WingmanAgentRunner {
  readonly #options: ResolvedRedisAgentRunnerOptions;
  readonly #keys: RedisKeys;
  readonly #client: Redis;
  readonly #ownsClient: boolean;
  readonly #hub: ChannelHub;
  readonly #ready: Promise<void>;
  readonly #instanceId = crypto.randomUUID();
  /** This instance's runs, by `ownerThreadKey`. */
  readonly #active = new Map<string, RedisActiveRun>();
  readonly #recovering = new Map<string, Promise<void>>();
  /** Completes the remote followers still open, on close. */
  readonly #followers = new Set<() => void>();
  readonly #timers: ReturnType<typeof setInterval>[] = [];
  readonly #liveTtlMs: number;
  readonly #relay: ThreadChangeRelay;
  readonly #context: RedisRunnerContext;
  readonly #availability: RedisAvailability;
  #closed = false;

  constructor(options: RedisAgentRunnerOptions) {
    this.#options = resolveRedisAgentRunnerOptions(options);
    const idleMs = this.#options.idleThreadTtlSeconds * 1000;
    this.#liveTtlMs = idleMs > 0 ? Math.min(liveTtlMs, idleMs) : liveTtlMs;
    this.#keys = new RedisKeys(this.#options.keyPrefix);
    this.#ownsClient = options.client === undefined;
    this.#client =
      options.client ?? new Redis(options.url!, { ...defaultRedisOptions(this.#options.commandTimeoutMs), ...options.redisOptions });
    tolerateEventLoopStalls(this.#client);
    this.#availability = new RedisAvailability(this.#client, {
      timeoutMs: this.#options.commandTimeoutMs,
      retryAfterSeconds: this.#options.retryAfterSeconds,
    });
    // The hub resubscribes on every reconnect, with a rejection handler; ioredis' own resubscription
    // has none (redis/ioredis#2187), so a connection lost as it resubscribes was an unhandled rejection.
    const subscriber = this.#client.duplicate({ autoResubscribe: false });
    tolerateEventLoopStalls(subscriber);
    this.#availability.watchErrors(subscriber);
    this.#hub = new ChannelHub(subscriber, this.#options.commandTimeoutMs);
    this.#relay = new ThreadChangeRelay(this.#hub, this.#keys);
    this.#context = {
      client: this.#client,
      keys: this.#keys,
      hub: this.#hub,
      options: this.#options,
      liveTtlMs: this.#liveTtlMs,
      availability: this.#availability,
    };
    this.#ready = this.#hub.listen(this.#keys.stopChannel, (message) => this.#onStopMessage(message));
    this.#ready.catch(() => undefined);
    const renew = setInterval(() => this.#renewLocks(), Math.max(30, Math.floor(this.#options.lockTtlMs / 3)));
    const sweep = setInterval(() => void this.#sweep().catch(() => undefined), Math.max(100, Math.floor(this.#options.lockTtlMs / 2)));
    for (const timer of [renew, sweep]) {
      timer.unref();
      this.#timers.push(timer);
    }
  }

  run(request: RunnerRunRequest): Promise<Observable<RunnerEvent>> {
    return this.#guard(() => this.#run(request));
  }

  async #run(request: RunnerRunRequest): Promise<Observable<RunnerEvent>> {
    const { ownerId, threadId, agent, input } = request;
    const key = ownerThreadKey(ownerId, threadId);
    const token = `${this.#instanceId}:${crypto.randomUUID()}`;
    // A watch made here just before must see this run start.
    await this.#relay.settled(request.ownerId);
    let reply = await beginRun(this.#context, request, token);
    if (reply[0] === "stale") {
      await this.#recover(ownerId, threadId);
      reply = await beginRun(this.#context, request, token);
    }
    if (reply[0] === "not-found") throw new ThreadNotFoundError(threadId);
    if (reply[0] !== "ok") throw new ThreadBusyError(threadId);
    const firstId = Number(reply[1]);
    const history = JSON.parse(reply[2] ?? "[]") as Message[];
    const init = { threadId, ownerId: request.ownerId, token, firstId, agent, history, startState: parseState(reply[3]) };
    const run = new RedisActiveRun(this.#context, init, input.runId, {
      ended: (ended) => {
        if (this.#active.get(key) === ended) this.#active.delete(key);
      },
      // Another instance may not have noticed yet: finalize the run now from what Redis holds.
      fenced: () => void this.#recover(ownerId, threadId),
      stored: (fenced, after) => this.#followStored(fenced, after),
    });
    this.#active.set(key, run);
    run.start(input);
    return run.live.observe();
  }

  /**
   * Replays the thread and follows its live run. Throws `StoreUnavailableError` at once while Redis
   * is known to be down (so that the request is answered 503 before any stream starts); a stream
   * that loses Redis later errors with it.
   */
  connect(request: RunnerConnectRequest): Observable<RunnerEvent> {
    if (!this.#closed) this.#availability.assertNotDown();
    return new Observable<RunnerEvent>((subscriber) => {
      let teardown: (() => void) | undefined;
      this.#connect(request, subscriber).then(
        (cleanup) => {
          if (subscriber.closed) cleanup?.();
          else teardown = cleanup;
        },
        (error: unknown) => subscriber.error(this.#availability.toStoreError(error)),
      );
      return () => teardown?.();
    });
  }

  async stop(request: RunnerStopRequest): Promise<boolean> {
    if (this.#closed) return false;
    return this.#guard(() => this.#stop(request));
  }

  async #stop(request: RunnerStopRequest): Promise<boolean> {
    const { ownerId, threadId } = request;
    const reply = await requestStop(this.#context, request);
    if (reply[0] === "no") return false;
    if (reply[0] === "dead") {
      await this.#recover(ownerId, threadId);
      return true;
    }
    const local = this.#active.get(ownerThreadKey(ownerId, threadId));
    if (local !== undefined && String(local.firstId) === reply[1]) {
      void local.stop();
      return true;
    }
    await this.#client.publish(this.#keys.stopChannel, `${ownerThreadKey(ownerId, threadId)}\n${reply[1]}`);
    return true;
  }

  async isRunning(request: RunnerThreadRequest): Promise<boolean> {
    if (this.#closed) return false;
    const { ownerId, threadId } = request;
    const isLocal = (): boolean => this.#active.has(ownerThreadKey(ownerId, threadId));
    return this.#guard(() => isThreadRunning(this.#context, request, isLocal, () => this.#recover(ownerId, threadId)));
  }

  listThreads(request: ListThreadsRequest): Promise<ThreadPage> {
    return this.#guard(() => listOwnerThreads(this.#context, request));
  }

  /** The size of the owner's thread index (threads expired by retention count until a listing meets them). */
  countThreads(request: RunnerScope): Promise<number> {
    return this.#guard(() => this.#client.zcard(this.#keys.ownerThreads(request.ownerId)));
  }

  getThread(request: RunnerThreadRequest): Promise<ThreadInfo | undefined> {
    return this.#guard(async () => {
      const values = await this.#client.hmget(this.#keys.meta(request.ownerId, request.threadId), ...threadInfoFields);
      return toThreadInfo(request.threadId, values, request.ownerId);
    });
  }

  getThreadMessages(request: RunnerThreadRequest): Promise<Message[] | undefined> {
    return this.#guard(async () => {
      const [owner, messages] = await this.#client.hmget(this.#keys.meta(request.ownerId, request.threadId), "owner", "messages");
      if (owner !== request.ownerId) return undefined;
      return JSON.parse(messages ?? "[]") as Message[];
    });
  }

  getThreadState(request: RunnerThreadRequest): Promise<State | null | undefined> {
    return this.#guard(async () => {
      const [owner, state] = await this.#client.hmget(this.#keys.meta(request.ownerId, request.threadId), "owner", "state");
      if (owner !== request.ownerId) return undefined;
      const parsed = parseState(state);
      return parsed === undefined ? null : parsed;
    });
  }

  updateThread(request: UpdateThreadRequest): Promise<ThreadInfo | undefined> {
    return this.#guard(() => this.#updateThread(request));
  }

  async #updateThread(request: UpdateThreadRequest): Promise<ThreadInfo | undefined> {
    await this.#relay.settled(request.ownerId);
    if (!(await updateThreadMeta(this.#context, request))) return undefined;
    return this.getThread(request);
  }

  deleteThread(request: RunnerThreadRequest): Promise<boolean> {
    return this.#guard(() => this.#deleteThread(request));
  }

  async #deleteThread(request: RunnerThreadRequest): Promise<boolean> {
    const { ownerId, threadId } = request;
    const info = await this.getThread(request);
    if (info === undefined) return false;
    await this.#relay.settled(ownerId);
    const local = this.#active.get(ownerThreadKey(ownerId, threadId));
    if (local !== undefined) await local.stop();
    else if (info.running) await this.stop(request);
    await deleteThreadKeys(this.#context, request, info);
    return true;
  }

  /**
   * Reports changes to the owner's threads made by any instance on this Redis (runs started and
   * ended, updates, deletions), from the moment the subscription is active (a few ms after the call).
   */
  watchThreads(request: WatchThreadsRequest, listener: ThreadChangeListener): () => void {
    return this.#relay.watch(request, listener);
  }

  /**
   * For `/health/ready`: Redis answers a PING. A client that is not connected fails at once
   * instead of queueing the command until it reconnects.
   */
  async checkHealth(): Promise<void> {
    if (this.#closed) throw new Error("RedisAgentRunner: the runner is closed");
    if (this.#client.status !== "ready") throw new Error(`Redis connection is ${this.#client.status}`);
    await this.#client.ping();
  }

  /** Ends this instance's runs in flight with `RUN_ERROR`, completes its followers, closes its connections. */
  async close(): Promise<void> {
    if (this.#closed) return;
    await Promise.all(
      [...this.#active.values()].map((run) => run.interrupt("The runner was closed")),
    );
    this.#closed = true;
    this.#availability.close();
    for (const timer of this.#timers) clearInterval(timer);
    for (const complete of [...this.#followers]) complete();
    await Promise.allSettled([...this.#recovering.values()]);
    await this.#hub.close();
    // quit() fails while Redis is away; disconnect() also ends the reconnection attempts.
    if (this.#ownsClient) await this.#client.quit().catch(() => this.#client.disconnect());
  }

  async #connect(request: RunnerConnectRequest, subscriber: Subscriber<RunnerEvent>): Promise<(() => void) | undefined> {
    if (this.#closed) {
      subscriber.complete();
      return undefined;
    }
    await this.#availability.whenAvailable();
    const { ownerId, threadId, after } = request;
    const snapshot = await readThreadSnapshot(this.#context, request);
    if (snapshot === undefined) {
      subscriber.complete();
      return undefined;
    }
    const lastId = replaySnapshotRuns(snapshot, after, subscriber);
    if (lastId === undefined) return undefined;
    const { runId, liveId, batches } = snapshot;
    if (runId === "") {
      subscriber.complete();
      return undefined;
    }
    const local = this.#active.get(ownerThreadKey(ownerId, threadId));
    if (local !== undefined && String(local.firstId) === liveId) {
      const subscription = local.live.observe(after).subscribe(subscriber);
      return () => subscription.unsubscribe();
    }
    return this.#followRemote({ ownerId, threadId, runId, liveId, after: lastId, batches }, subscriber);
  }

  /**
   * The events of a run this instance lost (fenced) after `after`, as Redis holds them: read like a
   * run of another instance, up to the terminal event the instance that finalized it wrote.
   */
  #followStored(run: RedisActiveRun, after: number): Observable<RunnerEvent> {
    return new Observable<RunnerEvent>((subscriber) => {
      if (this.#closed) {
        subscriber.complete();
        return undefined;
      }
      const { ownerId, threadId } = run;
      return this.#followRemote({ ownerId, threadId, runId: run.live.runId, liveId: String(run.firstId), after, batches: [] }, subscriber);
    });
  }

  #followRemote(target: Omit<RemoteRun, "recover" | "followers">, subscriber: Subscriber<RunnerEvent>): () => void {
    const { ownerId, threadId } = target;
    return followRemoteRun(this.#context, { ...target, recover: () => this.#recover(ownerId, threadId), followers: this.#followers }, subscriber);
  }

  /** Finalizes as an error the run of a thread whose lock expired (its instance died), once at a time. */
  #recover(ownerId: string, threadId: string): Promise<void> {
    const key = ownerThreadKey(ownerId, threadId);
    if (this.#active.has(key)) return Promise.resolve();
    let recovery = this.#recovering.get(key);
    if (recovery === undefined) {
      recovery = recoverDeadRun(this.#context, ownerId, threadId, `${this.#instanceId}:recovery:${crypto.randomUUID()}`)
        .catch(() => undefined)
        .finally(() => this.#recovering.delete(key));
      this.#recovering.set(key, recovery);
    }
    return recovery;
  }

  /** Finds runs whose lock expired (their instance died) and finalizes them. */
  async #sweep(): Promise<void> {
    if (this.#closed) return;
    const dead = await findDeadRuns(this.#context, (member) => this.#active.has(member));
    await Promise.all(dead.map(({ ownerId, threadId }) => this.#recover(ownerId, threadId)));
  }

  #renewLocks(): void {
    if (this.#closed) return;
    for (const run of this.#active.values()) run.renewLock().catch(() => undefined);
  }

  #onStopMessage(message: string): void {
    // The thread key may hold line breaks; the live id (a number) never does.
    const split = message.lastIndexOf("\n");
    const run = this.#active.get(message.slice(0, split));
    const liveId = message.slice(split + 1);
    if (run !== undefined && String(run.firstId) === liveId) void run.stop();
  }

  #assertOpen(): void {
    if (this.#closed) throw new Error("RedisAgentRunner: the runner is closed");
  }

  /**
   * Runs a call on Redis: at once `StoreUnavailableError` while Redis is known to be down, a wait
   * (bounded by `commandTimeoutMs`) while it connects, and its connection failures as that error.
   */
  async #guard<T>(call: () => Promise<T>): Promise<T> {
    this.#assertOpen();
    try {
      await this.#availability.whenAvailable();
      return await call();
    } catch (error) {
      throw this.#availability.toStoreError(error);
    }
  }
}
