import type { ThreadInfo } from "../agent-runner.js";

/** What the CopilotKit runner adapter knows of a thread: its owner and agent, names and times (in this process). */
export class AdaptedThread {
  readonly id: string;
  readonly ownerId: string;
  readonly agentId: string;
  readonly createdAt: number;
  name: string | null = null;
  archived = false;
  running = false;
  /** Set by a stop of the current run: its closers end it as stopped, not as an error. */
  stopRequested = false;
  updatedAt: number;
  lastRunAt: number | null = null;
  activity: number;

  constructor(id: string, ownerId: string, agentId: string, now: number, activity: number) {
    this.id = id;
    this.ownerId = ownerId;
    this.agentId = agentId;
    this.createdAt = now;
    this.updatedAt = now;
    this.activity = activity;
  }

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
