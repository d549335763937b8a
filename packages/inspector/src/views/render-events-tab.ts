import { html, nothing, type TemplateResult } from "lit";
import { repeat } from "lit/directives/repeat.js";
import { filterEvents } from "../model/filter-events.js";
import { groupTimeline, type TimelineEntry } from "../model/group-timeline.js";
import { safeJsonStringify } from "../model/safe-json-stringify.js";
import type { RecordedEvent } from "../model/recorded-event.js";
import { formatBytes, formatClock, formatDuration, previewValue } from "./format.js";
import { renderStateChange } from "./render-state-change.js";
import type { ThreadView } from "./thread-view.js";

/** Rows drawn at most; older ones stay in the log (and in exports). */
const MAX_ROWS = 500;

export interface EventsTabOptions {
  readonly view: ThreadView | undefined;
  readonly typeFilter: string;
  readonly search: string;
  readonly droppedEvents: number;
  readonly onTypeFilter: (type: string) => void;
  readonly onSearch: (search: string) => void;
  readonly onExport: () => void;
  readonly onImport: () => void;
  readonly onClear: () => void;
  /** Keys of the rows the user opened, so they stay open across re-renders and filter changes. */
  readonly openRows: ReadonlySet<string>;
  readonly onToggleRow: (key: string, open: boolean) => void;
}

const preview = (recorded: RecordedEvent): string => {
  const event = recorded.event;
  switch (recorded.type) {
    case "RUN_STARTED":
    case "RUN_FINISHED":
      return `run ${String(event["runId"] ?? "")}`;
    case "RUN_ERROR":
      return `${String(event["code"] ?? "")} ${String(event["message"] ?? "")}`.trim();
    case "TEXT_MESSAGE_START":
    case "TEXT_MESSAGE_END":
      return `message ${String(event["messageId"] ?? "")}`;
    case "TOOL_CALL_START":
      return `${String(event["toolCallName"] ?? "")} (${String(event["toolCallId"] ?? "")})`;
    case "STATE_DELTA":
      return `${recorded.stateChanges?.length ?? 0} change(s)${recorded.stateError ? ` — ${recorded.stateError}` : ""}`;
    default: {
      const { type: _type, ...rest } = event;
      return previewValue(rest, 90);
    }
  }
};

const offset = (at: number, start: number | undefined) => (start === undefined ? "" : `+${formatDuration(at - start)}`);

const entryKey = (entry: TimelineEntry) => (entry.kind === "deltas" ? `d${entry.events[0]!.seq}` : `e${entry.event.seq}`);

function renderEntry(entry: TimelineEntry, runStart: (runId: string | undefined) => number | undefined, options: EventsTabOptions): TemplateResult {
  const key = entryKey(entry);
  const toggled = (event: Event) => options.onToggleRow(key, (event.target as HTMLDetailsElement).open);
  if (entry.kind === "deltas") {
    const first = entry.events[0]!;
    return html`<li class="row deltas" data-type=${entry.type} data-seq=${first.seq}>
      <details ?open=${options.openRows.has(key)} @toggle=${toggled}>
        <summary>
          <span class="time" title=${offset(entry.firstAt, runStart(first.runId))}>${formatClock(entry.firstAt)}</span>
          <span class="type">${entry.type}</span>
          <span class="count">×${entry.events.length}</span>
          <span class="size">${formatBytes(entry.size)}</span>
          <span class="preview text-preview">${previewValue(entry.text, 120)}</span>
        </summary>
        <div class="detail">
          <p class="meta">${entry.type.startsWith("TOOL") ? "tool call" : "message"} <code>${entry.id}</code>, ${entry.events.length} deltas over
            ${formatDuration(entry.lastAt - entry.firstAt)}</p>
          <pre class="text">${entry.text}</pre>
          <details>
            <summary>Raw events</summary>
            <pre class="raw">${entry.events.map((recorded) => `${safeJsonStringify(recorded.event)}\n`)}</pre>
          </details>
        </div>
      </details>
    </li>`;
  }
  const recorded = entry.event;
  return html`<li class="row" data-type=${recorded.type} data-seq=${recorded.seq}>
    <details ?open=${options.openRows.has(key)} @toggle=${toggled}>
      <summary>
        <span class="time" title=${offset(recorded.receivedAt, runStart(recorded.runId))}>${formatClock(recorded.receivedAt)}</span>
        <span class="type">${recorded.type}</span>
        <span class="size">${formatBytes(recorded.size)}</span>
        <span class="preview">${preview(recorded)}</span>
      </summary>
      <div class="detail">
        ${recorded.stateChanges && recorded.stateChanges.length > 0
          ? html`<ul class="changes" aria-label="State changes">${recorded.stateChanges.map(renderStateChange)}</ul>`
          : nothing}
        <pre class="raw">${safeJsonStringify(recorded.event, 2)}</pre>
      </div>
    </details>
  </li>`;
}

/** The AG-UI event timeline of one thread, with its filter, search, export and import. */
export function renderEventsTab(options: EventsTabOptions): TemplateResult {
  const { view } = options;
  const events = view?.events ?? [];
  const types = [...new Set(events.map((recorded) => recorded.type))].sort();
  const filtered = filterEvents(events, { types: options.typeFilter ? [options.typeFilter] : [], search: options.search });
  const entries = groupTimeline(filtered);
  const shown = entries.slice(-MAX_ROWS);
  const starts = new Map((view?.runs ?? []).map((run) => [run.runId, run.startedAt]));
  const runStart = (runId: string | undefined) => (runId === undefined ? undefined : starts.get(runId));
  return html`
    <div class="toolbar">
      <label class="field"
        ><span>Type</span>
        <select aria-label="Filter by event type" .value=${options.typeFilter} @change=${(e: Event) => options.onTypeFilter((e.target as HTMLSelectElement).value)}>
          <option value="">All types</option>
          ${types.map((type) => html`<option value=${type} ?selected=${type === options.typeFilter}>${type}</option>`)}
        </select></label
      >
      <label class="field grow"
        ><span>Search</span>
        <input type="search" aria-label="Search events" placeholder="text in type or JSON" .value=${options.search}
          @input=${(e: Event) => options.onSearch((e.target as HTMLInputElement).value)}
      /></label>
      <button type="button" class="action" data-action="export" ?disabled=${!view} @click=${options.onExport}>Export JSON</button>
      <button type="button" class="action" data-action="import" @click=${options.onImport}>Import JSON</button>
      ${view?.source === "live" ? html`<button type="button" class="action" data-action="clear" @click=${options.onClear}>Clear</button>` : nothing}
    </div>
    <p class="summary-line" aria-live="polite">
      ${filtered.length} of ${events.length} events${entries.length > shown.length ? `, last ${shown.length} rows shown` : ""}${options.droppedEvents > 0 && view?.source === "live"
        ? ` · ${options.droppedEvents} older events dropped (log limit)`
        : ""}
    </p>
    ${shown.length === 0
      ? html`<p class="empty">No events${events.length > 0 ? " match the filter" : " yet: run the agent"}.</p>`
      : html`<ol class="timeline" aria-label="Event timeline">${repeat(
          shown,
          // Keyed by event: a row's DOM (and its open state) follows its event, never its position.
          entryKey,
          (entry) => renderEntry(entry, runStart, options),
        )}</ol>`}
  `;
}
