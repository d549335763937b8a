import type { ThreadChange, ThreadChangeListener, WatchThreadsRequest } from "@wingman/runtime";
import { ThreadChangeHub } from "@wingman/runtime";
import type { ChannelHub } from "./channel-hub.js";
import type { RedisKeys } from "./redis-keys.js";
import { toThreadInfo } from "./thread-meta.js";

interface OwnerChannel {
  watchers: number;
  readonly onMessage: (message: string) => void;
  /** Settles once the subscription is active. */
  readonly ready: Promise<void>;
}

/**
 * `watchThreads` for every instance: the scripts publish each change on the owner's channel, and
 * this instance subscribes to it while someone here watches that owner.
 */
export class ThreadChangeRelay {
  readonly #hub: ChannelHub;
  readonly #keys: RedisKeys;
  readonly #changes = new ThreadChangeHub();
  readonly #owners = new Map<string, OwnerChannel>();

  constructor(hub: ChannelHub, keys: RedisKeys) {
    this.#hub = hub;
    this.#keys = keys;
  }

  /**
   * Resolves once this instance's subscription to the owner's changes is active (at once when
   * nobody here watches the owner): a change made after it reaches this instance's watchers.
   */
  settled(ownerId: string): Promise<void> {
    return this.#owners.get(ownerId)?.ready ?? Promise.resolve();
  }

  watch(request: WatchThreadsRequest, listener: ThreadChangeListener): () => void {
    const { ownerId } = request;
    const unwatch = this.#changes.watch(request, listener);
    let channel = this.#owners.get(ownerId);
    if (channel === undefined) {
      const onMessage = (message: string): void => {
        const change = parseThreadChange(message);
        if (change !== undefined) this.#changes.emit(change);
      };
      const ready = this.#hub.listen(this.#keys.changesChannel(ownerId), onMessage).catch(() => undefined);
      channel = { watchers: 0, onMessage, ready };
      this.#owners.set(ownerId, channel);
    }
    channel.watchers += 1;
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      unwatch();
      const current = this.#owners.get(ownerId);
      if (current === undefined || --current.watchers > 0) return;
      this.#owners.delete(ownerId);
      this.#hub.unlisten(this.#keys.changesChannel(ownerId), current.onMessage);
    };
  }
}

/** A change as the scripts publish it: `[kind, thread id, info fields]` (`false` for a missing field). */
function parseThreadChange(message: string): ThreadChange | undefined {
  try {
    const [kind, threadId, fields] = JSON.parse(message) as [ThreadChange["kind"], string, (string | false)[]];
    const values = fields.map((value) => (value === false ? null : value));
    const [ownerId, agentId] = values;
    if (ownerId == null || agentId == null) return undefined;
    if (kind === "deleted") return { kind, threadId, ownerId, agentId };
    const thread = toThreadInfo(threadId, values, ownerId);
    return thread === undefined ? undefined : { kind, threadId, ownerId, agentId, thread };
  } catch {
    return undefined;
  }
}
