import { safeJsonStringify } from "../model/safe-json-stringify.js";

/** `1.2 kB`-style sizes (1000-based, like network panels). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** `850 ms`, `1.25 s`, `2 min 5 s`; a dash when unknown. */
export function formatDuration(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms)) return "–";
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(2)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** Local wall-clock time with milliseconds: `14:03:07.215`. */
export function formatClock(epochMs: number): string {
  const date = new Date(epochMs);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

/** A short, single-line preview of any value. */
export function previewValue(value: unknown, max = 80): string {
  const text = typeof value === "string" ? JSON.stringify(value) : value === undefined ? "undefined" : safeJsonStringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Pretty JSON for a `<pre>`; a string that holds JSON is parsed first. */
export function prettyJson(value: unknown): string {
  if (typeof value === "string") {
    try {
      return safeJsonStringify(JSON.parse(value), 2);
    } catch {
      return value;
    }
  }
  return safeJsonStringify(value, 2);
}

/** The first and last characters of a long id: `3f2a…91bc`. */
export function shortId(id: string, keep = 8): string {
  return id.length <= keep * 2 + 1 ? id : `${id.slice(0, keep)}…${id.slice(-4)}`;
}
