import { html, nothing, type TemplateResult } from "lit";
import { formatClock } from "./format.js";
import { renderJson } from "./render-json.js";
import { renderStateChange } from "./render-state-change.js";
import type { ThreadView } from "./thread-view.js";

/** The thread's current state, the paths of its latest STATE_DELTA highlighted, and every delta. */
export function renderStateTab(view: ThreadView | undefined): TemplateResult {
  const thread = view?.thread;
  const changes = thread?.lastStateChanges ?? [];
  const deltas = (view?.events ?? []).filter((recorded) => recorded.type === "STATE_DELTA");
  return html`
    <h3>Current state</h3>
    ${renderJson(thread?.state ?? {}, changes.map((change) => change.path), "Current state")}
    ${changes.length > 0
      ? html`<h3>Latest change</h3>
          <ul class="changes latest" aria-label="Latest state changes">${changes.map(renderStateChange)}</ul>`
      : nothing}
    <h3>State deltas (${deltas.length})</h3>
    ${deltas.length === 0
      ? html`<p class="empty">No STATE_DELTA events recorded.</p>`
      : html`<ol class="deltas-list" aria-label="State deltas">
          ${[...deltas].reverse().map(
            (recorded) => html`<li data-seq=${recorded.seq}>
              <span class="time">${formatClock(recorded.receivedAt)}</span>
              ${recorded.stateError ? html`<span class="error-text">${recorded.stateError}</span>` : nothing}
              <ul class="changes">${(recorded.stateChanges ?? []).map(renderStateChange)}</ul>
            </li>`,
          )}
        </ol>`}
  `;
}
