import type { Message, State } from "@ag-ui/core";
import { ThreadEntry } from "../thread-entry.js";
import type { ActiveRun } from "./active-run.js";
import type { StoredRun } from "./stored-run.js";

/** One thread of an `InMemoryAgentRunner`: its owner, its stored runs and its run in progress. */
export class ThreadRecord extends ThreadEntry {
  runs: StoredRun[] = [];
  /**
   * The messages of the runs dropped for `maxRunsPerThread`, replayed as one `MESSAGES_SNAPSHOT`
   * (with the id of the last dropped event) so that a replay still holds the whole conversation.
   */
  dropped: { readonly messages: Message[]; readonly lastEventId: number } | undefined;
  state: State = undefined;
  nextEventId = 1;
  active: ActiveRun | undefined;
  /** The run that ended last, until it is compacted and stored in `runs` (its bytes still counted as in flight). */
  ended: ActiveRun | undefined;
  storedBytes = 0;

  get running(): boolean {
    return this.active !== undefined;
  }
}
