/** A count of the `Headers` built through the global class, and how to put the class back. */
export interface GlobalHeadersCount {
  readonly built: () => number;
  readonly restore: () => void;
}

/**
 * Counts every `new Headers(...)` made through the global class until `restore()`: code that builds
 * `Headers` by name is counted, undici's own (a `Request`, a `Response`, `fetch`) is not.
 *
 * @example
 * const headers = countGlobalHeaders();
 * try { await serveOneRequest(); } finally { headers.restore(); }
 * expect(headers.built()).toBe(0);
 */
export function countGlobalHeaders(): GlobalHeadersCount {
  let built = 0;
  const Original = globalThis.Headers;
  globalThis.Headers = class extends Original {
    constructor(init?: HeadersInit) {
      super(init);
      built += 1;
    }
  };
  return { built: () => built, restore: () => void (globalThis.Headers = Original) };
}
