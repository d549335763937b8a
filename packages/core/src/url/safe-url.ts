const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/**
 * A link or image URL from model output, made safe to put in `href`/`src`: relative URLs and
 * http(s)/mailto/tel only; `javascript:`, `data:` and the like (and empty URLs) give undefined.
 *
 * @example
 * safeUrl("https://example.com"); // "https://example.com"
 * safeUrl("javascript:alert(1)"); // undefined
 */
export function safeUrl(url: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed === "") return undefined;
  const scheme = SCHEME.exec(trimmed)?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase()) ? trimmed : undefined;
}
