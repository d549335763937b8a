import { html, type TemplateResult } from "lit";
import type { ContextSnapshot } from "../model/inspector-snapshots.js";
import { prettyJson } from "./format.js";

/** The context entries the core sends with runs. */
export function renderContextTab(context: readonly ContextSnapshot[]): TemplateResult {
  if (context.length === 0) return html`<p class="empty">No context entries.</p>`;
  return html`<ul class="cards" aria-label="Context entries">
    ${context.map(
      (entry) => html`<li class="card" data-context-id=${entry.id}>
        <div class="card-head"><strong>${entry.description}</strong> <code class="muted">${entry.id}</code></div>
        <p class="muted">${entry.agentIds ? (entry.agentIds.length ? `agents: ${entry.agentIds.join(", ")}` : "no agent") : "all agents"}</p>
        <pre>${prettyJson(entry.value)}</pre>
      </li>`,
    )}
  </ul>`;
}
