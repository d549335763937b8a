/**
 * A Map that keeps at most `capacity` entries, evicting the least recently written or touched one.
 * Bounds per-thread and per-run bookkeeping in a long session.
 */
export class LruMap<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #capacity: number;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`LruMap capacity must be a positive integer, got ${capacity}`);
    this.#capacity = capacity;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    return this.#entries.get(key);
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** Sets (and marks as most recent); evicts the oldest entry past the capacity. */
  set(key: K, value: V): this {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#capacity) this.#entries.delete(this.#entries.keys().next().value as K);
    return this;
  }

  /** Marks an entry as most recent without changing it. */
  touch(key: K): void {
    if (!this.#entries.has(key)) return;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  /** Values, least recent first. */
  values(): V[] {
    return [...this.#entries.values()];
  }

  clear(): void {
    this.#entries.clear();
  }
}
