/**
 * The browser's idea of being online. Outside a browser (Node, workers without `navigator`) we
 * are never "offline": only a browser tells us, and a failed request says the rest.
 */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/** Calls `callback` once, on the next `online` event; returns the function that stops waiting. */
export function onceOnline(callback: () => void): () => void {
  if (typeof globalThis.addEventListener !== "function") return () => undefined;
  const listener = () => {
    globalThis.removeEventListener("online", listener);
    callback();
  };
  globalThis.addEventListener("online", listener);
  return () => globalThis.removeEventListener("online", listener);
}
