/**
 * A fixed-capacity FIFO: once full, each push evicts the oldest item. Keeps a long session's
 * recordings at a constant size.
 *
 * @example
 * const buffer = new RingBuffer<number>(2);
 * buffer.push(1); buffer.push(2); buffer.push(3);
 * buffer.toArray(); // [2, 3]; buffer.dropped === 1
 */
export class RingBuffer<T> {
  readonly #items: (T | undefined)[];
  #start = 0;
  #size = 0;
  #dropped = 0;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`RingBuffer capacity must be a positive integer, got ${capacity}`);
    this.#items = new Array<T | undefined>(capacity);
  }

  get capacity(): number {
    return this.#items.length;
  }

  get size(): number {
    return this.#size;
  }

  /** How many items were evicted since creation (or the last `clear`). */
  get dropped(): number {
    return this.#dropped;
  }

  /** Adds an item; returns the evicted one when the buffer was full. */
  push(item: T): T | undefined {
    const capacity = this.#items.length;
    if (this.#size < capacity) {
      this.#items[(this.#start + this.#size) % capacity] = item;
      this.#size++;
      return undefined;
    }
    const evicted = this.#items[this.#start];
    this.#items[this.#start] = item;
    this.#start = (this.#start + 1) % capacity;
    this.#dropped++;
    return evicted;
  }

  /** Removes and returns the oldest item (counted as dropped). */
  shift(): T | undefined {
    if (this.#size === 0) return undefined;
    const item = this.#items[this.#start];
    this.#items[this.#start] = undefined;
    this.#start = (this.#start + 1) % this.#items.length;
    this.#size--;
    this.#dropped++;
    return item;
  }

  /** The items, oldest first (a copy). */
  toArray(): T[] {
    const result: T[] = [];
    for (let i = 0; i < this.#size; i++) result.push(this.#items[(this.#start + i) % this.#items.length] as T);
    return result;
  }

  clear(): void {
    this.#items.fill(undefined);
    this.#start = 0;
    this.#size = 0;
    this.#dropped = 0;
  }
}
