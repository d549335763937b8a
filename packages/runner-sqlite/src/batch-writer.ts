import { encodeBatch } from "@wingman/shared/internal";
import type { Database, Transaction } from "better-sqlite3";
import { holdsRun } from "./holds-run.js";
import type { SqliteActiveRun } from "./sqlite-active-run.js";
import type { SqliteStatements } from "./sqlite-statements.js";

/** After this many failed writes in a row (the database stays locked or failing), runs are interrupted. */
const maxAttempts = 50;
/**
 * While events keep coming, this process commits at most this often. A commit costs ~50 µs
 * whatever it holds, so a fast stream committed every tick spends more on commits than on its
 * events; an LLM's tokens, milliseconds apart, are still written (and delivered) one by one, and
 * the first event after a quiet spell goes out at the end of its tick.
 */
const minCommitIntervalMs = 2;

/** What the writer reports about runs it cannot write. */
export interface BatchWriterHandlers {
  /** The thread no longer holds the run (another process finalized it after its lease expired). */
  readonly fenced: (run: SqliteActiveRun) => void;
  /** The database kept failing: the run's events could not be written. */
  readonly failed: (run: SqliteActiveRun, reason: string) => void;
}

/**
 * Writes the events the runs of this process emitted since its last commit (one tick, or a few
 * while events keep coming; see `minCommitIntervalMs`): one batch row per run, all in one
 * transaction, then publishes them to the runs' subscribers. Each write is fenced: a run
 * whose thread no longer holds it (finalized by another process after its lease expired) is not
 * written but reported `fenced`; every run is reported `failed` when the database keeps failing.
 */
export class BatchWriter {
  readonly #statements: SqliteStatements;
  readonly #instanceId: string;
  readonly #handlers: BatchWriterHandlers;
  readonly #pending = new Set<SqliteActiveRun>();
  readonly #writeAll: Transaction<(runs: readonly SqliteActiveRun[]) => Map<SqliteActiveRun, number | "lost">>;
  #scheduled = false;
  #closed = false;
  #failures = 0;
  #lastCommitAt = Number.NEGATIVE_INFINITY;

  constructor(db: Database, statements: SqliteStatements, instanceId: string, handlers: BatchWriterHandlers) {
    this.#statements = statements;
    this.#instanceId = instanceId;
    this.#handlers = handlers;
    this.#writeAll = db.transaction((runs: readonly SqliteActiveRun[]) => new Map(runs.map((run) => [run, this.#write(run)])));
  }

  /**
   * The run has new events: they are written (and published) at the end of this tick, or, when
   * this process committed less than `minCommitIntervalMs` ago, together with what comes until then.
   */
  schedule(run: SqliteActiveRun): void {
    this.#pending.add(run);
    if (this.#scheduled) return;
    this.#scheduled = true;
    const wait = this.#lastCommitAt + minCommitIntervalMs - performance.now();
    if (wait > 0) setTimeout(this.#flush, wait);
    else setImmediate(this.#flush);
  }

  /** The run ends and stores itself: its pending events need no batch. */
  forget(run: SqliteActiveRun): void {
    this.#pending.delete(run);
  }

  close(): void {
    this.#closed = true;
    this.#pending.clear();
  }

  readonly #flush = (): void => {
    this.#scheduled = false;
    if (this.#closed || this.#pending.size === 0) return;
    const runs = [...this.#pending];
    this.#pending.clear();
    let written: Map<SqliteActiveRun, number | "lost">;
    try {
      written = this.#writeAll.immediate(runs);
      this.#failures = 0;
      this.#lastCommitAt = performance.now();
    } catch (error) {
      // Nothing was written (the transaction rolled back): try again shortly, up to a point.
      this.#failures += 1;
      if (this.#failures < maxAttempts) {
        for (const run of runs) this.#pending.add(run);
        this.#scheduled = true;
        setTimeout(this.#flush, 10);
      } else {
        for (const run of runs) this.#handlers.failed(run, `The run's events could not be written: ${(error as Error).message}`);
      }
      return;
    }
    for (const [run, upTo] of written) {
      if (upTo === "lost") {
        this.#handlers.fenced(run);
        continue;
      }
      run.written = upTo;
      run.live.publish(upTo);
    }
  };

  /**
   * Writes the run's new events as one batch row (`encodeBatch`: a token stream's deltas as one
   * list of strings, not an object each): resolves how many are written then, or "lost".
   */
  #write(run: SqliteActiveRun): number | "lost" {
    const { events } = run.live;
    const upTo = events.length;
    if (run.written === upTo) return upTo;
    if (!holdsRun(this.#statements, run.ownerId, run.threadId, run.live.runId, this.#instanceId)) return "lost";
    const batch = events.slice(run.written, upTo);
    this.#statements.insertBatch.run(run.ownerId, run.threadId, batch[batch.length - 1]!.id, batch[0]!.id, encodeBatch(batch));
    return upTo;
  }
}
