/**
 * A header's value from Node's `rawHeaders` (name, value, name, value, …), compared without case
 * and repeated values joined with ", " as `Headers.get` does; null when absent. Reading one header
 * this way spares building a `Headers` for the whole request (undici validates every entry).
 */
export function readRawHeader(rawHeaders: readonly string[], name: string): string | null {
  let value: string | null = null;
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const key = rawHeaders[index]!;
    if (key.length !== name.length || key.toLowerCase() !== name) continue;
    value = value === null ? rawHeaders[index + 1]! : `${value}, ${rawHeaders[index + 1]!}`;
  }
  return value;
}
