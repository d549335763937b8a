import type { ThreadInfo } from "./agent-runner.js";

/**
 * What an in-process runner keeps of every thread, whatever else it stores: owner, agent, name,
 * archive flag and times, who may see it, and its `ThreadInfo`. Whether it runs is the
 * subclass's to say.
 */
export abstract class ThreadEntry {
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

  constructor(id: string, ownerId: string, agentId: string, now: number, activity: number) {
    this.id = id;
    this.ownerId = ownerId;
    this.agentId = agentId;
    this.createdAt = now;
    this.updatedAt = now;
    this.activity = activity;
  }

  /** Whether a run of the thread is in progress. */
  abstract get running(): boolean;

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
      running: this.running,
      createdAt: new Date(this.createdAt).toISOString(),
      updatedAt: new Date(this.updatedAt).toISOString(),
      lastRunAt: this.lastRunAt === null ? null : new Date(this.lastRunAt).toISOString(),
    };
  }
}
