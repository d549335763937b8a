import { html, type TemplateResult } from "lit";
import { repeat } from "lit/directives/repeat.js";
import type { InspectorErrorEntry } from "../model/inspector-snapshots.js";
import { formatClock, prettyJson } from "./format.js";

/** The errors the core reported, newest first, with their codes and context. */
export function renderErrorsTab(errors: readonly InspectorErrorEntry[], onClear: () => void): TemplateResult {
  if (errors.length === 0) return html`<p class="empty">No errors.</p>`;
  return html`
    <div class="toolbar"><button type="button" class="action" data-action="clear-errors" @click=${onClear}>Clear errors</button></div>
    <ol class="errors" aria-label="Errors">
      ${repeat(
        [...errors].reverse(),
        (error) => error.seq,
        (error) => html`<li class="error" data-code=${error.code}>
          <div><span class="time">${formatClock(error.at)}</span> <code class="code">${error.code}</code></div>
          <p class="error-text">${error.message}</p>
          ${Object.keys(error.context).length > 0 ? html`<details><summary>Context</summary><pre>${prettyJson(error.context)}</pre></details>` : ""}
        </li>`,
      )}
    </ol>
  `;
}
