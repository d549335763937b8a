/**
 * Which request headers reach an agent (HTTP-backed agents send them upstream). Eligible by
 * default: `authorization` and every `x-*` header, minus infrastructure headers (proxies, CDNs,
 * tracing). Cookies are never forwarded.
 */
export interface ForwardHeadersOptions {
  /** Keep the built-in deny list of infrastructure headers. @default true */
  readonly useDefaultDenylist?: boolean;
  /** More header names never forwarded (case-insensitive). Default: none. */
  readonly deny?: readonly string[];
  /** More name prefixes never forwarded. Default: none. */
  readonly denyPrefixes?: readonly string[];
  /** Switches to allowlist mode: only these names are forwarded (`deny` still applies). Default: unset (denylist mode). */
  readonly allow?: readonly string[];
}

const DEFAULT_DENIED_NAMES = new Set([
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-forwarded-host",
  "x-forwarded-port",
  "x-forwarded-server",
  "x-real-ip",
  "x-amzn-trace-id",
  "x-amz-cf-id",
  "x-cloud-trace-context",
  "x-cache",
  "x-served-by",
  "x-request-id",
  "x-copilotcloud-public-api-key",
]);
const DEFAULT_DENIED_PREFIXES = ["x-amz-", "x-azure-", "x-fastly-", "x-vercel-", "x-middleware-", "x-copilotcloud-"];

/** The request headers to forward to an agent, with lower-case names. */
export function selectForwardedHeaders(headers: Headers, options: ForwardHeadersOptions = {}): Record<string, string> {
  const deny = new Set(options.deny?.map((name) => name.toLowerCase()));
  const denyPrefixes = options.denyPrefixes?.map((prefix) => prefix.toLowerCase()) ?? [];
  const allow = options.allow ? new Set(options.allow.map((name) => name.toLowerCase())) : undefined;
  const useDefaults = options.useDefaultDenylist !== false && !allow;
  const selected: Record<string, string> = {};
  headers.forEach((value, name) => {
    // Headers yields lower-case names.
    if (name === "cookie" || deny.has(name) || denyPrefixes.some((prefix) => name.startsWith(prefix))) return;
    if (allow) {
      if (allow.has(name)) selected[name] = value;
      return;
    }
    if (name !== "authorization" && !name.startsWith("x-")) return;
    if (useDefaults && (DEFAULT_DENIED_NAMES.has(name) || DEFAULT_DENIED_PREFIXES.some((prefix) => name.startsWith(prefix)))) return;
    selected[name] = value;
  });
  return selected;
}

/**
 * Merges forwarded headers under an agent's own: the server's configuration wins, compared
 * case-insensitively, and of the server's own case duplicates the first is kept.
 */
export function mergeForwardedHeaders(
  agentHeaders: Readonly<Record<string, string>>,
  forwarded: Readonly<Record<string, string>>,
): Record<string, string> {
  const merged: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [name, value] of Object.entries(agentHeaders)) {
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    merged[name] = value;
  }
  for (const [name, value] of Object.entries(forwarded)) {
    if (seen.has(name)) continue;
    merged[name] = value;
  }
  return merged;
}
