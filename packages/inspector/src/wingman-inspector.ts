import type { CopilotKitCore } from "@wingman/core";
import { html, LitElement, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from "lit";
import { inspectorStyles } from "./inspector-styles.js";
import { INSPECTOR_TABS, tabForKey, THREAD_TABS, type InspectorTab } from "./inspector-tabs.js";
import { InspectorStore } from "./model/inspector-store.js";
import type { ThreadExport } from "./model/thread-export.js";
import { threadKey } from "./model/recorded-event.js";
import { observeCore, type CoreObservation } from "./observe-core.js";
import { clampPanelSize, MIN_PANEL_SIZE, resizeForKey } from "./panel-size.js";
import { shouldShowInspector, type InspectorEnabled } from "./should-show-inspector.js";
import { shortId } from "./views/format.js";
import { renderContextTab } from "./views/render-context-tab.js";
import { renderErrorsTab } from "./views/render-errors-tab.js";
import { renderEventsTab } from "./views/render-events-tab.js";
import { renderMessagesTab } from "./views/render-messages-tab.js";
import { renderRunsTab } from "./views/render-runs-tab.js";
import { renderRuntimeTab } from "./views/render-runtime-tab.js";
import { renderStateTab } from "./views/render-state-tab.js";
import { renderToolsTab } from "./views/render-tools-tab.js";
import type { ThreadView } from "./views/thread-view.js";

const enabledConverter = {
  fromAttribute: (value: string | null): InspectorEnabled => (value === null || value === "auto" ? "auto" : value !== "false"),
  toAttribute: (value: InspectorEnabled): string => String(value),
};

/**
 * `<wingman-inspector>`: the dev console. Give it a `CopilotKitCore` (property `core`) and it
 * shows, live, the runtime connection, agents, each thread's AG-UI event timeline, runs, messages,
 * state (with the changes of each STATE_DELTA highlighted), context, frontend tools, tool
 * executions and errors. A floating button opens a resizable panel; everything works from the
 * keyboard (Escape closes). It never makes a request of its own.
 *
 * It shows only where `enabled` allows: `"auto"` (default) on localhost/127.0.0.1 only, `true`
 * always, `false` never. While hidden it does not observe the core at all.
 *
 * @example
 * const inspector = document.createElement("wingman-inspector") as WingmanInspector;
 * inspector.core = core;
 * document.body.append(inspector);
 * // or simply: attachInspector(core);
 */
export class WingmanInspector extends LitElement {
  static override styles = inspectorStyles;

  static override properties: PropertyDeclarations = {
    core: { attribute: false },
    enabled: { converter: enabledConverter },
    open: { type: Boolean, reflect: true },
    maxEvents: { type: Number, attribute: "max-events" },
    tab: { type: String, reflect: true },
    _selection: { state: true },
    _typeFilter: { state: true },
    _search: { state: true },
    _size: { state: true },
    _importError: { state: true },
  };

  /** The core to inspect. */
  declare core: CopilotKitCore | undefined;
  /** When to show: `"auto"` (default, localhost only), `true`, `false`. */
  declare enabled: InspectorEnabled;
  /** Whether the panel is open. */
  declare open: boolean;
  /** Events kept in the ring buffer (default 2000); changing it restarts the recording. */
  declare maxEvents: number;
  /** The selected section (default `events`). */
  declare tab: InspectorTab;
  declare private _selection: string | undefined;
  declare private _typeFilter: string;
  declare private _search: string;
  declare private _size: { width: number; height: number };
  declare private _importError: string | undefined;

  #store: InspectorStore | undefined;
  #observation: CoreObservation | undefined;
  #unsubscribeStore: (() => void) | undefined;
  #observed: { core: CopilotKitCore; maxEvents: number } | undefined;
  /** Opened timeline rows, by thread selection and row key. */
  readonly #openRows = new Set<string>();
  #drag: { pointerId: number; x: number; y: number; width: number; height: number } | undefined;

  constructor() {
    super();
    this.core = undefined;
    this.enabled = "auto";
    this.open = false;
    this.maxEvents = 2000;
    this.tab = "events";
    this._selection = undefined;
    this._typeFilter = "";
    this._search = "";
    this._size = { width: 640, height: 480 };
    this._importError = undefined;
  }

  /** The recorded data (undefined until a core is attached and the inspector is shown). */
  get store(): InspectorStore | undefined {
    return this.#store;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#detach();
  }

  protected override willUpdate(_changed: PropertyValues): void {
    const want = this.isConnected && this.core && shouldShowInspector(this.enabled) ? { core: this.core, maxEvents: this.maxEvents } : undefined;
    if (want?.core === this.#observed?.core && want?.maxEvents === this.#observed?.maxEvents) return;
    this.#detach();
    if (!want) return;
    const store = new InspectorStore({ maxEvents: want.maxEvents });
    this.#store = store;
    this.#unsubscribeStore = store.subscribe(() => this.requestUpdate());
    this.#observation = observeCore(want.core, store);
    this.#observed = want;
  }

  #detach(): void {
    this.#observation?.dispose();
    this.#unsubscribeStore?.();
    this.#store?.dispose();
    this.#observation = undefined;
    this.#unsubscribeStore = undefined;
    this.#store = undefined;
    this.#observed = undefined;
  }

  // ---- thread selection ----------------------------------------------------------------------

  #threadOptions(store: InspectorStore): { value: string; label: string }[] {
    const counts = new Map<string, number>();
    for (const event of store.events()) {
      const key = threadKey(event.agentId, event.threadId);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const current = new Set(store.agents.map((agent) => threadKey(agent.agentId, agent.threadId)));
    // Threads an agent left before anything happened on them are noise in the selector.
    const shown = store.threads.filter((thread) => {
      const key = threadKey(thread.agentId, thread.threadId);
      return current.has(key) || counts.has(key) || thread.messages.length > 0;
    });
    const live = [...shown].reverse().map((thread) => {
      const key = threadKey(thread.agentId, thread.threadId);
      return { value: `live:${key}`, label: `${thread.agentId} · ${shortId(thread.threadId)} (${counts.get(key) ?? 0} events)` };
    });
    const imported = [...store.imports].reverse().map((entry) => ({
      value: `import:${entry.id}`,
      label: `Imported: ${entry.source.agentId} · ${shortId(entry.source.threadId)}${entry.fileName ? ` (${entry.fileName})` : ""}`,
    }));
    return [...live, ...imported];
  }

  /** The explicit selection while it exists, else the thread of the latest event, else the first agent's thread. */
  #selectedValue(store: InspectorStore, options: readonly { value: string }[]): string | undefined {
    if (this._selection && options.some((option) => option.value === this._selection)) return this._selection;
    const last = store.events().at(-1);
    if (last) return `live:${threadKey(last.agentId, last.threadId)}`;
    const agent = store.agents[0];
    return agent ? `live:${threadKey(agent.agentId, agent.threadId)}` : options[0]?.value;
  }

  #threadView(store: InspectorStore, value: string | undefined): ThreadView | undefined {
    if (!value) return undefined;
    if (value.startsWith("import:")) {
      const entry = store.imports.find((candidate) => `import:${candidate.id}` === value);
      return entry && { source: "import", agentId: entry.source.agentId, threadId: entry.source.threadId, events: entry.events, runs: entry.runs, thread: entry.thread };
    }
    const [agentId = "", threadId = ""] = value.slice("live:".length).split("\u0000");
    return {
      source: "live",
      agentId,
      threadId,
      events: store.events(agentId, threadId),
      runs: store.runs({ agentId, threadId }),
      thread: store.thread(agentId, threadId),
    };
  }

  // ---- export and import ---------------------------------------------------------------------

  #export(view: ThreadView | undefined): void {
    const store = this.#store;
    if (!store || !view) return;
    let data: ThreadExport;
    if (view.source === "live") data = store.exportThread(view.agentId, view.threadId);
    else data = store.imports.find((entry) => entry.events === view.events)!.source;
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = `wingman-thread-${view.agentId}-${view.threadId}.json`.replace(/[^\w.-]+/g, "_");
    this.renderRoot.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    this.dispatchEvent(new CustomEvent("wingman-inspector-export", { detail: { export: data }, bubbles: true, composed: true }));
  }

  #openFilePicker(): void {
    this.renderRoot.querySelector<HTMLInputElement>("input[type=file]")?.click();
  }

  async #importFile(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = "";
    if (!file || !this.#store) return;
    try {
      const imported = this.#store.importThread(await file.text(), file.name);
      this._importError = undefined;
      this._selection = `import:${imported.id}`;
      this.tab = "events";
    } catch (error) {
      this._importError = error instanceof Error ? error.message : String(error);
    }
  }

  // ---- open, close, resize, tabs -------------------------------------------------------------

  #toggle(): void {
    this.open = !this.open;
  }

  #close(): void {
    this.open = false;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>(".launcher")?.focus());
  }

  #onPanelKeydown(event: KeyboardEvent): void {
    if (event.key === "Escape") {
      event.stopPropagation();
      this.#close();
    }
  }

  #resizeTo(width: number, height: number): void {
    this._size = clampPanelSize({ width, height }, { width: globalThis.innerWidth || 1024, height: globalThis.innerHeight || 768 });
  }

  #onResizeKeydown(event: KeyboardEvent): void {
    const size = resizeForKey(this._size, event.key);
    if (!size) return;
    event.preventDefault();
    this.#resizeTo(size.width, size.height);
  }

  #onResizePointerDown(event: PointerEvent): void {
    (event.target as HTMLElement).setPointerCapture?.(event.pointerId);
    this.#drag = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, ...this._size };
  }

  #onResizePointerMove(event: PointerEvent): void {
    const drag = this.#drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    // The panel is anchored bottom-right, so dragging its top-left corner up/left grows it.
    this.#resizeTo(drag.width + (drag.x - event.clientX), drag.height + (drag.y - event.clientY));
  }

  #onResizePointerUp(): void {
    this.#drag = undefined;
  }

  #selectTab(tab: InspectorTab, focus = false): void {
    this.tab = tab;
    if (focus) void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#tab-${tab}`)?.focus());
  }

  #onTabKeydown(event: KeyboardEvent): void {
    const tab = tabForKey(this.tab, event.key);
    if (!tab) return;
    event.preventDefault();
    this.#selectTab(tab, true);
  }


  #openRowsOf(view: ThreadView | undefined): ReadonlySet<string> {
    const prefix = `${view?.source}:${view?.agentId}:${view?.threadId}:`;
    const keys = new Set<string>();
    for (const id of this.#openRows) if (id.startsWith(prefix)) keys.add(id.slice(prefix.length));
    return keys;
  }

  // ---- rendering -----------------------------------------------------------------------------

  protected override render(): TemplateResult | typeof nothing {
    const store = this.#store;
    if (!store) return nothing;
    const errorCount = store.errors.length;
    const status = store.runtime.status;
    return html`
      <button type="button" class="launcher" aria-expanded=${this.open ? "true" : "false"} aria-controls=${this.open ? "panel" : nothing}
        aria-label=${`${this.open ? "Close" : "Open"} Wingman inspector${errorCount ? `, ${errorCount} errors` : ""}`} @click=${this.#toggle}>
        <span class="dot status-${status}" aria-hidden="true"></span><span class="logo" aria-hidden="true">Wingman</span>
        ${errorCount ? html`<span class="badge" aria-hidden="true">${errorCount}</span>` : nothing}
      </button>
      ${this.open ? this.#renderPanel(store) : nothing}
    `;
  }

  #renderPanel(store: InspectorStore): TemplateResult {
    const options = this.#threadOptions(store);
    const selected = this.#selectedValue(store, options);
    const view = this.#threadView(store, selected);
    const { width, height } = this._size;
    return html`<section id="panel" class="panel" role="dialog" aria-modal="false" aria-labelledby="title" style="width:${width}px;height:${height}px"
      @keydown=${this.#onPanelKeydown}>
      <div class="resize-handle" role="separator" tabindex="0" aria-label="Resize inspector (arrow keys)" aria-orientation="vertical"
        aria-valuemin=${MIN_PANEL_SIZE.width} aria-valuenow=${width} aria-valuetext=${`${width} by ${height} pixels`}
        @keydown=${this.#onResizeKeydown} @pointerdown=${this.#onResizePointerDown} @pointermove=${this.#onResizePointerMove}
        @pointerup=${this.#onResizePointerUp} @pointercancel=${this.#onResizePointerUp}></div>
      <header>
        <h2 id="title">Wingman inspector</h2>
        <span class="muted">${store.runtime.status}</span>
        <button type="button" class="icon-button" aria-label="Close inspector" @click=${this.#close}>✕</button>
      </header>
      <div role="tablist" aria-label="Inspector sections" @keydown=${this.#onTabKeydown}>
        ${INSPECTOR_TABS.map(
          (tab) => html`<button type="button" role="tab" id="tab-${tab.id}" aria-controls="tabpanel" aria-selected=${tab.id === this.tab ? "true" : "false"}
            tabindex=${tab.id === this.tab ? 0 : -1} @click=${() => this.#selectTab(tab.id)}>${tab.label}${tab.id === "errors" && store.errors.length
              ? html`<span class="count"><span class="visually-hidden"> (</span>${store.errors.length}<span class="visually-hidden">)</span></span>`
              : nothing}</button>`,
        )}
      </div>
      ${THREAD_TABS.has(this.tab)
        ? html`<div class="thread-bar">
            <label class="visually-hidden" for="thread-select">Thread</label>
            <select id="thread-select" .value=${selected ?? ""} @change=${(event: Event) => (this._selection = (event.target as HTMLSelectElement).value)}>
              ${options.length === 0 ? html`<option value="">No threads</option>` : nothing}
              ${options.map((option) => html`<option value=${option.value} ?selected=${option.value === selected}>${option.label}</option>`)}
            </select>
            ${view?.thread?.isRunning ? html`<span class="tag ok">running</span>` : nothing}
          </div>`
        : nothing}
      ${this._importError ? html`<p class="alert" role="alert">Import failed: ${this._importError}</p>` : nothing}
      <input type="file" accept="application/json,.json" class="visually-hidden" tabindex="-1" aria-hidden="true" @change=${this.#importFile} />
      <div role="tabpanel" id="tabpanel" aria-labelledby="tab-${this.tab}" tabindex="0">${this.#renderTab(store, view)}</div>
    </section>`;
  }

  #renderTab(store: InspectorStore, view: ThreadView | undefined): TemplateResult {
    switch (this.tab) {
      case "runtime":
        return renderRuntimeTab(store.runtime, store.agents);
      case "runs":
        return renderRunsTab(view);
      case "messages":
        return renderMessagesTab(view);
      case "state":
        return renderStateTab(view);
      case "context":
        return renderContextTab(store.context);
      case "tools":
        return renderToolsTab(store.tools, store.toolExecutions);
      case "errors":
        return renderErrorsTab(store.errors, () => store.clearErrors());
      case "events":
      default:
        return renderEventsTab({
          view,
          typeFilter: this._typeFilter,
          search: this._search,
          droppedEvents: store.droppedEvents,
          onTypeFilter: (type) => (this._typeFilter = type),
          onSearch: (search) => (this._search = search),
          onExport: () => this.#export(view),
          onImport: () => this.#openFilePicker(),
          onClear: () => store.clearEvents(),
          openRows: this.#openRowsOf(view),
          onToggleRow: (key, open) => {
            const id = `${view?.source}:${view?.agentId}:${view?.threadId}:${key}`;
            if (open) this.#openRows.add(id);
            else this.#openRows.delete(id);
          },
        });
    }
  }
}
