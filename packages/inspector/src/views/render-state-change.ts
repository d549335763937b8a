import { html, type TemplateResult } from "lit";
import type { StateChange } from "../model/describe-state-patch.js";
import { previewValue } from "./format.js";

/** One change of a STATE_DELTA: `replace /count 1 → 2`. */
export function renderStateChange(change: StateChange): TemplateResult {
  const arrow =
    change.op === "remove"
      ? html`<span class="before">${previewValue(change.before)}</span> → <em>removed</em>`
      : change.op === "add" || change.before === undefined
        ? html`<span class="after">${previewValue(change.after)}</span>`
        : html`<span class="before">${previewValue(change.before)}</span> → <span class="after">${previewValue(change.after)}</span>`;
  return html`<li class="change op-${change.op}">
    <span class="op">${change.op}</span> <code class="path">${change.path || "/"}</code>${change.from !== undefined
      ? html` from <code>${change.from}</code>`
      : ""}
    ${arrow}
  </li>`;
}
