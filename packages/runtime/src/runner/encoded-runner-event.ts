import type { BaseEvent } from "@ag-ui/core";
import type { RunnerEvent } from "./agent-runner.js";

/** The `event` property of every instance (set in the class's static block, where `#json` is in reach). */
let eventProperty: PropertyDescriptor;

/**
 * A stored event replayed in its encoded form: an event stream writes `json` as it is, and only a
 * consumer that reads `event` pays for decoding it (once). A replay of a long thread then costs a
 * string copy per event instead of a parse and a serialisation. To everything else it is a plain
 * `{ id, event }` (its own enumerable properties), so comparing or spreading it works as before.
 */
export class EncodedRunnerEvent implements RunnerEvent {
  readonly id: number;
  declare readonly event: BaseEvent;
  readonly #type: string;
  readonly #json: string;
  #decoded: BaseEvent | undefined;

  constructor(id: number, type: string, json: string) {
    this.id = id;
    this.#type = type;
    this.#json = json;
    // One getter shared by every instance: a closure per instance would give each its own hidden
    // class (kept in old space), and a replay makes one instance per stored event.
    Object.defineProperty(this, "event", eventProperty);
  }

  /** A live event whose JSON is known already: streams write `json`, readers of `event` get `event` itself. */
  static of(id: number, event: BaseEvent, json: string): EncodedRunnerEvent {
    const encoded = new EncodedRunnerEvent(id, event.type, json);
    encoded.#decoded = event;
    return encoded;
  }

  static {
    eventProperty = {
      enumerable: true,
      get(this: EncodedRunnerEvent): BaseEvent {
        return (this.#decoded ??= JSON.parse(this.#json) as BaseEvent);
      },
    };
  }

  /** The event's `type`, known without decoding it. */
  get type(): string {
    return this.#type;
  }

  /** The event as `JSON.stringify` writes it. */
  get json(): string {
    return this.#json;
  }
}
