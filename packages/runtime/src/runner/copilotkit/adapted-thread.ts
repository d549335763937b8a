import { ThreadEntry } from "../thread-entry.js";

/** What the CopilotKit runner adapter knows of a thread: its owner and agent, names and times (in this process). */
export class AdaptedThread extends ThreadEntry {
  running = false;
  /** Set by a stop of the current run: its closers end it as stopped, not as an error. */
  stopRequested = false;
}
