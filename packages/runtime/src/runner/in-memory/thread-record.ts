import type { Message, State } from "@ag-ui/core";
import type { ThreadInfo } from "../agent-runner.js";
import type { ActiveRun } from "./active-run.js";
import type { StoredRun } from "./stored-run.js";

/** One thread of an `InMemoryAgentRunner`: its owner, its stored runs and its run in progress. */
export class ThreadRecord {
  readonly id: string;
  readonly ownerId: string;
  readonly agentId: string;
  readonly createdAt: number;
  name: string | null = null;
  archived = false;
  updatedAt: number;
  lastRunAt: number | null = null;
  /** Store-wide counter value of the latest run start: orders the thread list, newest first. */
  activity: number;
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

  constructor(id: string, ownerId: string, agentId: string, now: number, activity: number) {
    this.id = id;
    this.ownerId = ownerId;
    this.agentId = agentId;
    this.createdAt = now;
    this.updatedAt = now;
    this.activity = activity;
  }

  /** Whether a caller with this owner (and agent, when given) may see the thread. */
  isVisibleTo(ownerId: string, agentId?: string): boolean {
    return this.ownerId === ownerId && (agentId === undefined || this.agentId === agentId);
  }

  toInfo(): ThreadInfo {
    return {
      id: this.id,
      agentId: this.agentId,
      ownerId: this.ownerId,
      name: this.name,
      archived: this.archived,
      running: this.active !== undefined,
      createdAt: new Date(this.createdAt).toISOString(),
      updatedAt: new Date(this.updatedAt).toISOString(),
      lastRunAt: this.lastRunAt === null ? null : new Date(this.lastRunAt).toISOString(),
    };
  }
}
