import type { Observable } from "rxjs";
import type { HandOffRegistry } from "../lifecycle/runtime-lifecycle.js";
import type { RunnerEvent } from "../runner/agent-runner.js";

/** Where an event stream's frames come from. */
export interface SseEventSource {
  /** The first subscription: a run's events, or a connect replay. */
  readonly events: Observable<RunnerEvent>;
  /**
   * Reads the log again after event id `after`. The stream calls it after it dropped a slow
   * reader's backlog. Without it, an overflowing backlog ends the stream (see `onOverflow`).
   */
  readonly resume?: (after: number) => Observable<RunnerEvent>;
  /** The stream ends at the first `RUN_FINISHED`/`RUN_ERROR` (a run's stream, even when resumed). */
  readonly endAfterTerminalEvent?: boolean;
  /** The id the reader has already seen; events up to it are skipped. Default 0. */
  readonly after?: number;
  /** No `id:` lines: the ids are not a thread's sequence (a CopilotKit runner's), so clients must not resume by them. */
  readonly withoutIds?: boolean;
  /** Called when a source without `resume` overflowed and the stream was ended. */
  readonly onOverflow?: () => void;
  /** Called per batch written: how many events, and how long (ms) the oldest of them waited in the stream. */
  readonly onWritten?: (events: number, oldestWaitMs: number) => void;
  /**
   * Where the open stream registers itself so that a shutdown can hand it off (see
   * `SseEventPump.handOff`); the runtime's lifecycle.
   */
  readonly handOffs?: HandOffRegistry;
}
