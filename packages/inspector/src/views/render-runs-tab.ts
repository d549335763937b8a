import { html, type TemplateResult } from "lit";
import type { RunSummary } from "../model/run-summary.js";
import { formatBytes, formatClock, formatDuration, shortId } from "./format.js";
import type { ThreadView } from "./thread-view.js";

const tokens = (run: RunSummary) =>
  run.usage ? `${run.usage.inputTokens} in / ${run.usage.outputTokens} out / ${run.usage.totalTokens} total` : "not reported";

/** One row per run of the thread: status, duration, time to first token, events, tokens. */
export function renderRunsTab(view: ThreadView | undefined): TemplateResult {
  const runs = view?.runs ?? [];
  if (runs.length === 0) return html`<p class="empty">No runs recorded for this thread.</p>`;
  return html`<table class="runs" aria-label="Run summaries">
    <thead>
      <tr><th scope="col">Run</th><th scope="col">Started</th><th scope="col">Status</th><th scope="col">Duration</th><th scope="col">First token</th><th scope="col">Events</th><th scope="col">Tokens</th></tr>
    </thead>
    <tbody>
      ${[...runs].reverse().map(
        (run) => html`<tr data-run-id=${run.runId} class="status-${run.status}">
          <td><code title=${run.runId}>${shortId(run.runId)}</code>${run.partial ? html` <span class="tag" title="RUN_STARTED was not seen">partial</span>` : ""}</td>
          <td>${formatClock(run.startedAt)}</td>
          <td><span class="status">${run.status}</span>${run.errorMessage ? html`<div class="error-text">${run.errorCode ? `${run.errorCode}: ` : ""}${run.errorMessage}</div>` : ""}</td>
          <td class="duration">${formatDuration(run.durationMs)}</td>
          <td class="ttft">${formatDuration(run.timeToFirstTokenMs)}</td>
          <td class="event-count">${run.eventCount} <span class="muted">(${formatBytes(run.bytes)})</span></td>
          <td class="tokens">${tokens(run)}</td>
        </tr>`,
      )}
    </tbody>
  </table>`;
}
