/**
 * When the inspector shows: `true` always, `false` never, `"auto"` only when the page is served
 * from this machine (localhost, 127.0.0.1, [::1]), so a production build shows nothing unless it
 * asks for it.
 */
export type InspectorEnabled = boolean | "auto";

const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * Whether the inspector should show for a setting and a hostname (default: the page's). Reads no
 * build-time environment: the decision is explicit.
 *
 * @example
 * shouldShowInspector("auto", "localhost"); // true
 * shouldShowInspector("auto", "app.example.com"); // false
 */
export function shouldShowInspector(enabled: InspectorEnabled, hostname: string | undefined = globalThis.location?.hostname): boolean {
  if (enabled === true) return true;
  if (enabled !== "auto") return false;
  return hostname !== undefined && LOCAL_HOSTNAMES.has(hostname.toLowerCase());
}
