/**
 * `JSON.stringify` that never throws: a reference cycle becomes `"[Circular]"` (a value shared by
 * two branches is printed twice, as JSON would), a bigint becomes a string, and a value that still
 * cannot be serialised gives `"[unserializable]"`. Events from in-page agents are arbitrary
 * objects, and the inspector must never break the app it inspects.
 */
export function safeJsonStringify(value: unknown, indent?: number): string {
  // The ancestors of the value being visited: JSON.stringify calls the replacer with the holder as `this`.
  const ancestors: object[] = [];
  try {
    const text = JSON.stringify(
      value,
      function (this: unknown, _key, current: unknown) {
        if (typeof current === "bigint") return current.toString();
        if (typeof current !== "object" || current === null) return current;
        while (ancestors.length > 0 && ancestors[ancestors.length - 1] !== this) ancestors.pop();
        if (ancestors.includes(current)) return "[Circular]";
        ancestors.push(current);
        return current;
      },
      indent,
    );
    return text ?? "undefined";
  } catch {
    return '"[unserializable]"';
  }
}
