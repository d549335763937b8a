import type { ThreadSnapshot } from "../model/inspector-snapshots.js";
import type { RecordedEvent } from "../model/recorded-event.js";
import type { RunSummary } from "../model/run-summary.js";

/** What the thread tabs show: a live thread or an imported one, alike. */
export interface ThreadView {
  readonly source: "live" | "import";
  readonly agentId: string;
  readonly threadId: string;
  readonly events: readonly RecordedEvent[];
  readonly runs: readonly RunSummary[];
  readonly thread: ThreadSnapshot | undefined;
}
