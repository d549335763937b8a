import { html, nothing, type TemplateResult } from "lit";
import { repeat } from "lit/directives/repeat.js";
import type { ToolExecution, ToolSnapshot } from "../model/inspector-snapshots.js";
import { formatClock, formatDuration, prettyJson, previewValue } from "./format.js";

/** The registered frontend tools with their schemas, and the tool executions. */
export function renderToolsTab(tools: readonly ToolSnapshot[], executions: readonly ToolExecution[]): TemplateResult {
  return html`
    <h3>Frontend tools (${tools.length})</h3>
    ${tools.length === 0
      ? html`<p class="empty">No frontend tools registered.</p>`
      : html`<ul class="cards" aria-label="Frontend tools">
          ${tools.map(
            (tool) => html`<li class="card" data-tool=${tool.name}>
              <div class="card-head">
                <strong>${tool.name}</strong>
                <span class="tag">${tool.agentId ? `agent ${tool.agentId}` : "all agents"}</span>
                <span class="tag ${tool.enabled ? "ok" : "off"}">${tool.enabled ? "enabled" : "disabled"}</span>
                ${tool.followUp ? nothing : html`<span class="tag">no follow-up</span>`}
                ${tool.hasHandler ? nothing : html`<span class="tag">no handler</span>`}
              </div>
              ${tool.description ? html`<p>${tool.description}</p>` : nothing}
              <details><summary>Parameters schema</summary><pre>${prettyJson(tool.schema)}</pre></details>
            </li>`,
          )}
        </ul>`}
    <h3>Executions (${executions.length})</h3>
    ${executions.length === 0
      ? html`<p class="empty">No tool executions yet.</p>`
      : html`<ol class="executions" aria-label="Tool executions">
          ${repeat(
            [...executions].reverse(),
            (execution) => `${execution.agentId}\u0000${execution.toolCallId}`,
            (execution) => html`<li class="execution status-${execution.status}" data-tool-call-id=${execution.toolCallId}>
              <details>
                <summary>
                  <span class="time">${formatClock(execution.startedAt)}</span>
                  <strong>${execution.toolName}</strong>
                  <span class="status">${execution.status}</span>
                  <span class="duration">${formatDuration(execution.durationMs)}</span>
                  <span class="preview">${previewValue(execution.args, 60)}</span>
                </summary>
                <div class="detail">
                  <p class="muted">agent ${execution.agentId} · call <code>${execution.toolCallId}</code></p>
                  <h4>Arguments</h4>
                  <pre>${prettyJson(execution.args)}</pre>
                  ${execution.error !== undefined ? html`<h4>Error</h4><pre class="error-text">${execution.error}</pre>` : nothing}
                  ${execution.result !== undefined ? html`<h4>Result</h4><pre>${prettyJson(execution.result)}</pre>` : nothing}
                </div>
              </details>
            </li>`,
          )}
        </ol>`}
  `;
}
