import { StoreUnavailableError } from "@wingman/runtime";
import type pg from "pg";

// Node's socket errors and PostgreSQL's connection-exception class (08…), shutdown (57P01–03) and
// "too many connections": the database is away or refusing, not the request being wrong.
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
const LOST_CONNECTION = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** The error a caller should see: a lost or refused connection becomes a {@link StoreUnavailableError} (HTTP 503). */
export function asStoreUnavailable(error: unknown): unknown {
  if (StoreUnavailableError.isInstance(error) || typeof error !== "object" || error === null) return error;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  const lost =
    (typeof code === "string" && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith("08"))) || LOST_CONNECTION.test(message);
  return lost ? new StoreUnavailableError(`PostgreSQL is unavailable: ${message || String(code)}`, { cause: error }) : error;
}

/**
 * The pool as the runner uses it, with connection failures of `query` and `connect` turned into
 * {@link StoreUnavailableError}: one place, so every call the runner makes answers the same way.
 */
export function withStoreUnavailableErrors(pool: pg.Pool): pg.Pool {
  const rethrow = (error: unknown): never => {
    throw asStoreUnavailable(error);
  };
  return new Proxy(pool, {
    get(target, property) {
      if (property === "query") return (...args: Parameters<pg.Pool["query"]>) => (target.query as (...a: unknown[]) => Promise<unknown>)(...args).catch(rethrow);
      if (property === "connect") return () => target.connect().catch(rethrow);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
