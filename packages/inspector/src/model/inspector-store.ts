import { createThreadExport } from "./create-thread-export.js";
import { EventLog, type EventLogOptions, type RecordEventInput } from "./event-log.js";
import type {
  AgentSnapshot,
  ContextSnapshot,
  ImportedThread,
  InspectorErrorEntry,
  RuntimeSnapshot,
  ThreadSnapshot,
  ToolExecution,
  ToolSnapshot,
} from "./inspector-snapshots.js";
import { LruMap } from "./lru-map.js";
import { parseThreadExport } from "./parse-thread-export.js";
import { threadKey, type RecordedEvent } from "./recorded-event.js";
import { RingBuffer } from "./ring-buffer.js";
import type { RunSummary } from "./run-summary.js";
import { RunSummaryTracker } from "./run-summary-tracker.js";
import type { ThreadExport } from "./thread-export.js";

/** Runs `callback` later, once; returns a cancel function. */
export type NotifyScheduler = (callback: () => void) => () => void;

/** Bounds of what the inspector keeps. Defaults: 200 runs, 100 errors, 200 tool executions, 5 imports. */
export interface InspectorStoreOptions extends EventLogOptions {
  /** Run summaries kept (default 200). */
  maxRuns?: number;
  /** Errors kept (default 100). */
  maxErrors?: number;
  /** Tool executions kept (default 200). */
  maxToolExecutions?: number;
  /** Imported files kept (default 5). */
  maxImports?: number;
  /**
   * When listeners hear about changes: at most once per scheduled tick. Default: the next
   * animation frame in a browser, else 16 ms. Pass `(callback) => (callback(), () => {})` to notify
   * synchronously (tests).
   */
  scheduler?: NotifyScheduler;
}

const defaultScheduler: NotifyScheduler = (callback) => {
  if (typeof globalThis.requestAnimationFrame === "function") {
    const handle = globalThis.requestAnimationFrame(() => callback());
    return () => globalThis.cancelAnimationFrame(handle);
  }
  const handle = setTimeout(callback, 16);
  return () => clearTimeout(handle);
};

const emptyRuntime: RuntimeSnapshot = { url: undefined, transport: "auto", status: "disconnected", version: undefined, mode: undefined };

let nextImportId = 0;

/**
 * Everything the inspector shows, as plain data: runtime, agents, threads, the bounded event log,
 * run summaries, tool executions, errors, context, tools and imported files. It knows nothing of
 * the core (see `observeCore`) or of Lit; views read it and re-render when it notifies.
 */
export class InspectorStore {
  readonly #log: EventLog;
  readonly #runs: RunSummaryTracker;
  readonly #threads: LruMap<string, ThreadSnapshot>;
  readonly #errors: RingBuffer<InspectorErrorEntry>;
  readonly #toolExecutions: LruMap<string, ToolExecution>;
  readonly #imports: LruMap<string, ImportedThread>;
  readonly #listeners = new Set<() => void>();
  readonly #scheduler: NotifyScheduler;
  readonly #now: () => number;
  readonly #options: InspectorStoreOptions;
  #runtime: RuntimeSnapshot = emptyRuntime;
  #agents: AgentSnapshot[] = [];
  #context: ContextSnapshot[] = [];
  #tools: ToolSnapshot[] = [];
  #errorSeq = 0;
  #version = 0;
  #cancelNotify: (() => void) | undefined;

  constructor(options: InspectorStoreOptions = {}) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#log = new EventLog(options);
    this.#runs = new RunSummaryTracker({ maxRuns: options.maxRuns ?? 200 });
    this.#threads = new LruMap(options.maxThreads ?? 100);
    this.#errors = new RingBuffer(options.maxErrors ?? 100);
    this.#toolExecutions = new LruMap(options.maxToolExecutions ?? 200);
    this.#imports = new LruMap(options.maxImports ?? 5);
    this.#scheduler = options.scheduler ?? defaultScheduler;
  }

  // ---- change notification -------------------------------------------------------------------

  /** Listens for changes (batched by the scheduler); returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Increases on every change: a cheap way for a view to know it is stale. */
  get version(): number {
    return this.#version;
  }

  #changed(): void {
    this.#version++;
    if (this.#cancelNotify) return;
    let ran = false;
    const cancel = this.#scheduler(() => {
      ran = true;
      this.#cancelNotify = undefined;
      for (const listener of [...this.#listeners]) {
        try {
          listener();
        } catch (error) {
          console.error("[wingman inspector] listener failed:", error);
        }
      }
    });
    if (!ran) this.#cancelNotify = cancel;
  }

  /** Stops a pending notification (when the view goes away). */
  dispose(): void {
    this.#cancelNotify?.();
    this.#cancelNotify = undefined;
    this.#listeners.clear();
  }

  // ---- runtime, agents, context, tools -------------------------------------------------------

  get runtime(): RuntimeSnapshot {
    return this.#runtime;
  }

  setRuntime(runtime: RuntimeSnapshot): void {
    this.#runtime = runtime;
    this.#changed();
  }

  get agents(): readonly AgentSnapshot[] {
    return this.#agents;
  }

  setAgents(agents: AgentSnapshot[]): void {
    this.#agents = agents;
    this.#changed();
  }

  get context(): readonly ContextSnapshot[] {
    return this.#context;
  }

  setContext(context: ContextSnapshot[]): void {
    this.#context = context;
    this.#changed();
  }

  get tools(): readonly ToolSnapshot[] {
    return this.#tools;
  }

  setTools(tools: ToolSnapshot[]): void {
    this.#tools = tools;
    this.#changed();
  }

  // ---- threads and events --------------------------------------------------------------------

  /** Live threads, least recently updated first. */
  get threads(): readonly ThreadSnapshot[] {
    return this.#threads.values();
  }

  thread(agentId: string, threadId: string): ThreadSnapshot | undefined {
    return this.#threads.get(threadKey(agentId, threadId));
  }

  /** Creates or updates a live thread. */
  updateThread(agentId: string, threadId: string, update: Partial<Pick<ThreadSnapshot, "messages" | "state" | "isRunning" | "lastStateChanges">>): void {
    const key = threadKey(agentId, threadId);
    const current = this.#threads.get(key) ?? {
      agentId,
      threadId,
      messages: [],
      state: {},
      lastStateChanges: [],
      isRunning: false,
      updatedAt: this.#now(),
    };
    this.#threads.set(key, { ...current, ...update, updatedAt: this.#now() });
    this.#changed();
  }

  /** Records an event: the log, its run's summary and, for STATE_DELTA, the thread's highlighted changes. */
  recordEvent(input: RecordEventInput): RecordedEvent {
    const recorded = this.#log.record(input);
    this.#runs.record(recorded);
    const changes = recorded.stateChanges;
    const thread = this.thread(input.agentId, input.threadId);
    if (changes) this.updateThread(input.agentId, input.threadId, { lastStateChanges: changes });
    else if (!thread) this.updateThread(input.agentId, input.threadId, {});
    else this.#changed();
    return recorded;
  }

  /** Recorded events, oldest first; of one thread when given. */
  events(agentId?: string, threadId?: string): RecordedEvent[] {
    return agentId !== undefined && threadId !== undefined ? this.#log.eventsOf(agentId, threadId) : this.#log.events();
  }

  /** Events dropped because the log was full. */
  get droppedEvents(): number {
    return this.#log.dropped;
  }

  get maxEvents(): number {
    return this.#log.maxEvents;
  }

  runs(filter: { agentId?: string; threadId?: string } = {}): RunSummary[] {
    return this.#runs.summaries(filter);
  }

  /** Forgets recorded events and run summaries (threads, errors and executions stay). */
  clearEvents(): void {
    this.#log.clear();
    this.#runs.clear();
    this.#changed();
  }

  // ---- tool executions and errors ------------------------------------------------------------

  get toolExecutions(): readonly ToolExecution[] {
    return this.#toolExecutions.values();
  }

  toolExecutionStarted(execution: { toolCallId: string; agentId: string; toolName: string; args: unknown }): void {
    this.#toolExecutions.set(`${execution.agentId}\u0000${execution.toolCallId}`, { ...execution, status: "running", startedAt: this.#now() });
    this.#changed();
  }

  toolExecutionEnded(execution: { toolCallId: string; agentId: string; toolName: string; result: string; error?: string }): void {
    const key = `${execution.agentId}\u0000${execution.toolCallId}`;
    const endedAt = this.#now();
    const started = this.#toolExecutions.get(key);
    const startedAt = started?.startedAt ?? endedAt;
    this.#toolExecutions.set(key, {
      toolCallId: execution.toolCallId,
      agentId: execution.agentId,
      toolName: execution.toolName,
      args: started?.args,
      status: execution.error === undefined ? "done" : "error",
      startedAt,
      endedAt,
      durationMs: endedAt - startedAt,
      result: execution.result,
      ...(execution.error !== undefined && { error: execution.error }),
    });
    this.#changed();
  }

  get errors(): readonly InspectorErrorEntry[] {
    return this.#errors.toArray();
  }

  addError(error: { code: string; message: string; context?: Record<string, unknown> }): void {
    this.#errors.push({ seq: ++this.#errorSeq, at: this.#now(), code: error.code, message: error.message, context: error.context ?? {} });
    this.#changed();
  }

  clearErrors(): void {
    this.#errors.clear();
    this.#changed();
  }

  // ---- export and import ---------------------------------------------------------------------

  /** The export of a live thread: its recorded events, messages and state. */
  exportThread(agentId: string, threadId: string, exportedAt?: Date): ThreadExport {
    const thread = this.thread(agentId, threadId);
    return createThreadExport({
      agentId,
      threadId,
      events: this.#log.eventsOf(agentId, threadId),
      truncated: this.#log.dropped > 0,
      ...(thread && { messages: thread.messages, state: thread.state }),
      ...(exportedAt && { exportedAt }),
    });
  }

  /**
   * Loads an export (file text or parsed JSON) as an imported thread: its events are replayed
   * through a fresh log so sizes, groups, state changes and run summaries are recomputed.
   * Throws `InspectorImportError` for an unreadable file.
   */
  importThread(input: string | unknown, fileName?: string): ImportedThread {
    const source = parseThreadExport(input);
    const log = new EventLog({ maxEvents: Math.max(1, source.events.length), now: this.#now });
    const runs = new RunSummaryTracker({ maxRuns: this.#options.maxRuns ?? 200 });
    const events = source.events.map((entry) => {
      const recorded = log.record({
        agentId: source.agentId,
        threadId: source.threadId,
        event: entry.event,
        receivedAt: entry.receivedAt,
        ...(entry.runId !== undefined && { runId: entry.runId }),
      });
      runs.record(recorded);
      return recorded;
    });
    const lastDelta = [...events].reverse().find((event) => event.stateChanges !== undefined);
    const imported: ImportedThread = {
      id: `import-${++nextImportId}`,
      fileName,
      importedAt: this.#now(),
      source,
      events,
      runs: runs.summaries(),
      thread: {
        agentId: source.agentId,
        threadId: source.threadId,
        messages: source.messages ?? [],
        state: source.state ?? log.replayedState(source.agentId, source.threadId) ?? {},
        lastStateChanges: lastDelta?.stateChanges ?? [],
        isRunning: false,
        updatedAt: Date.parse(source.exportedAt) || this.#now(),
      },
    };
    this.#imports.set(imported.id, imported);
    this.#changed();
    return imported;
  }

  /** Imported threads, oldest first. */
  get imports(): readonly ImportedThread[] {
    return this.#imports.values();
  }

  removeImport(id: string): void {
    if (this.#imports.delete(id)) this.#changed();
  }
}
