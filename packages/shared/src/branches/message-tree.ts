import type { Message } from "@ag-ui/core";
import { isDerivedMessage } from "./record-run-input.js";

/** Where a message stands among its alternatives: `index` (0-based) of `count`. */
export interface BranchPosition {
  readonly index: number;
  readonly count: number;
}

const ROOT = "";

/**
 * The tree of a thread's conversations. Each path added is the message list as one run left it;
 * a message's parent is the conversation message before it, and messages with the same parent
 * are alternatives (branches) of each other in the order they first appeared: an edited user
 * message beside the original, a regenerated answer beside the replaced one. Activity and
 * reasoning messages ride along in the paths but never branch.
 *
 * Memory is one path per distinct branch end, not one per run.
 *
 * @example
 * tree.addPath([u1, a1]); tree.addPath([u1, a2]);
 * tree.branchesOf(a2.id); // { index: 1, count: 2 }
 * tree.branchPath(a2.id, 0); // [u1, a1]
 */
export class MessageTree {
  readonly #parent = new Map<string, string>();
  readonly #children = new Map<string, string[]>();
  /** For each message, the end of the latest path through it. */
  readonly #latestEnd = new Map<string, string>();
  readonly #pathByEnd = new Map<string, readonly Message[]>();
  #active: readonly Message[] = [];

  /** The latest path added: the active branch. */
  get active(): readonly Message[] {
    return this.#active;
  }

  addPath(messages: readonly Message[]): void {
    this.#active = messages;
    const conversation = messages.filter((message) => !isDerivedMessage(message));
    const end = conversation[conversation.length - 1]?.id;
    if (end === undefined) return;
    let parent = ROOT;
    for (const message of conversation) {
      if (!this.#parent.has(message.id)) {
        this.#parent.set(message.id, parent);
        const siblings = this.#children.get(parent);
        if (siblings === undefined) this.#children.set(parent, [message.id]);
        else siblings.push(message.id);
      }
      this.#latestEnd.set(message.id, end);
      parent = message.id;
    }
    this.#pathByEnd.set(end, messages);
  }

  /** The message's position among its alternatives; undefined for a message the tree never saw. */
  branchesOf(messageId: string): BranchPosition | undefined {
    const siblings = this.siblingsOf(messageId);
    if (siblings.length === 0) return undefined;
    return { index: siblings.indexOf(messageId), count: siblings.length };
  }

  /** The ids of the message's alternatives, itself included, in the order they appeared. */
  siblingsOf(messageId: string): readonly string[] {
    const parent = this.#parent.get(messageId);
    return parent === undefined ? [] : (this.#children.get(parent) ?? []);
  }

  /**
   * The conversation through the `index`-th alternative of `messageId`, continued as it was last
   * left; undefined when there is no such alternative.
   */
  branchPath(messageId: string, index: number): readonly Message[] | undefined {
    const sibling = this.siblingsOf(messageId)[index];
    const end = sibling === undefined ? undefined : this.#latestEnd.get(sibling);
    return end === undefined ? undefined : this.#pathByEnd.get(end);
  }
}
