import { html, nothing, type TemplateResult } from "lit";
import type { AgentSnapshot, RuntimeSnapshot } from "../model/inspector-snapshots.js";
import { prettyJson, shortId } from "./format.js";

/** The runtime connection and the agents with their capabilities. */
export function renderRuntimeTab(runtime: RuntimeSnapshot, agents: readonly AgentSnapshot[]): TemplateResult {
  return html`
    <h3>Runtime</h3>
    <dl class="facts" aria-label="Runtime connection">
      <dt>URL</dt><dd class="runtime-url">${runtime.url ?? "none (local agents only)"}</dd>
      <dt>Transport</dt><dd class="runtime-transport">${runtime.transport}</dd>
      <dt>Status</dt><dd class="runtime-status"><span class="dot status-${runtime.status}"></span>${runtime.status}</dd>
      <dt>Version</dt><dd class="runtime-version">${runtime.version ?? "–"}</dd>
      ${runtime.mode ? html`<dt>Mode</dt><dd>${runtime.mode}</dd>` : nothing}
    </dl>
    <h3>Agents (${agents.length})</h3>
    ${agents.length === 0
      ? html`<p class="empty">No agents.</p>`
      : html`<ul class="cards" aria-label="Agents">
          ${agents.map(
            (agent) => html`<li class="card" data-agent-id=${agent.agentId}>
              <div class="card-head">
                <strong>${agent.agentId}</strong>
                <span class="tag">${agent.source}</span>
                <span class="tag ${agent.isRunning ? "ok" : ""}">${agent.isRunning ? "running" : "idle"}</span>
              </div>
              ${agent.description ? html`<p>${agent.description}</p>` : nothing}
              <p class="muted">thread <code title=${agent.threadId}>${shortId(agent.threadId)}</code> · ${agent.messageCount} messages${agent.className
                ? ` · ${agent.className}`
                : ""}</p>
              ${agent.capabilities !== undefined
                ? html`<details><summary>Capabilities</summary><pre>${prettyJson(agent.capabilities)}</pre></details>`
                : html`<p class="muted">Capabilities: not reported</p>`}
            </li>`,
          )}
        </ul>`}
  `;
}
