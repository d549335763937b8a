import { html, type TemplateResult } from "lit";
import { jsonLines } from "../model/json-lines.js";

/** A JSON value as a `<pre>`, the lines of changed paths marked (`.changed`, `data-changed`). */
export function renderJson(value: unknown, changedPaths: readonly string[] = [], label?: string): TemplateResult {
  const lines = jsonLines(value, changedPaths);
  return html`<pre class="json" aria-label=${label ?? "JSON"}>${lines.map(
    (line) =>
      html`<span class=${line.highlighted ? "line changed" : "line"} data-path=${line.path} ?data-changed=${line.highlighted}
        >${"  ".repeat(line.depth)}${line.text}</span
      >`,
  )}</pre>`;
}
