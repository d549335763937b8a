import { css } from "lit";

/** The inspector's styles; they live in its shadow root and reach nothing outside it. */
export const inspectorStyles = css`
  :host {
    all: initial;
    position: fixed;
    z-index: 2147483000;
    right: 16px;
    bottom: 16px;
    font: 12px/1.4 ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif;
    color: var(--wingman-inspector-fg, #e6e8eb);
    --bg: var(--wingman-inspector-bg, #16181d);
    --bg-2: #1f232a;
    --border: #343a44;
    --muted: #9aa3ad;
    --accent: #7aa2ff;
    --ok: #4cc38a;
    --warn: #f2b84b;
    --bad: #ff6b6b;
    --changed: rgba(242, 184, 75, 0.22);
  }
  *, *::before, *::after { box-sizing: border-box; }
  button, select, input { font: inherit; color: inherit; }
  :focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
  code, pre, .json, .raw { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 11px; }
  pre { margin: 4px 0; padding: 6px 8px; background: var(--bg-2); border-radius: 4px; overflow: auto; max-height: 320px; white-space: pre-wrap; word-break: break-word; }
  h3 { font-size: 12px; margin: 12px 0 6px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); }
  h4 { margin: 6px 0 2px; font-size: 11px; color: var(--muted); }
  .muted { color: var(--muted); }
  .empty { color: var(--muted); font-style: italic; }
  .error-text { color: var(--bad); }

  .launcher {
    display: inline-flex; align-items: center; gap: 6px; padding: 8px 12px; border-radius: 999px;
    border: 1px solid var(--border); background: var(--bg); box-shadow: 0 4px 16px rgba(0, 0, 0, 0.35); cursor: pointer;
  }
  .launcher .logo { font-weight: 700; color: var(--accent); }
  .launcher .badge { background: var(--bad); color: #fff; border-radius: 999px; padding: 0 6px; font-size: 11px; }
  .launcher .dot { margin: 0; }

  .panel {
    position: absolute; right: 0; bottom: 48px; display: flex; flex-direction: column;
    min-width: 320px; min-height: 240px; max-width: calc(100vw - 32px); max-height: calc(100vh - 80px);
    background: var(--bg); border: 1px solid var(--border); border-radius: 8px; box-shadow: 0 12px 40px rgba(0, 0, 0, 0.45); overflow: hidden;
  }
  .resize-handle {
    position: absolute; left: 0; top: 0; width: 16px; height: 16px; cursor: nwse-resize; z-index: 1;
    background: linear-gradient(135deg, var(--muted) 0 2px, transparent 2px 5px, var(--muted) 5px 6px, transparent 6px);
    opacity: 0.6; touch-action: none;
  }
  .resize-handle:focus-visible, .resize-handle:hover { opacity: 1; }
  header { display: flex; align-items: center; gap: 8px; padding: 8px 10px 6px 22px; border-bottom: 1px solid var(--border); }
  header h2 { font-size: 13px; margin: 0; flex: 1; }
  .icon-button { background: none; border: 1px solid transparent; border-radius: 4px; cursor: pointer; padding: 2px 6px; }
  .icon-button:hover { border-color: var(--border); }
  [role="tablist"] { display: flex; flex-wrap: wrap; gap: 2px; padding: 4px 6px 0; border-bottom: 1px solid var(--border); }
  [role="tab"] { background: none; border: none; border-bottom: 2px solid transparent; padding: 4px 8px; cursor: pointer; color: var(--muted); }
  [role="tab"][aria-selected="true"] { color: inherit; border-bottom-color: var(--accent); }
  [role="tab"] .count { margin-left: 4px; font-size: 10px; color: var(--bad); }
  .thread-bar { display: flex; gap: 6px; align-items: center; padding: 6px 10px; border-bottom: 1px solid var(--border); }
  .thread-bar select { flex: 1; min-width: 0; }
  select, input[type="search"] { background: var(--bg-2); border: 1px solid var(--border); border-radius: 4px; padding: 3px 6px; }
  [role="tabpanel"] { flex: 1; overflow: auto; padding: 6px 10px 12px; }
  .toolbar { display: flex; flex-wrap: wrap; gap: 6px; align-items: end; margin: 4px 0; }
  .field { display: flex; flex-direction: column; gap: 2px; color: var(--muted); }
  .field.grow { flex: 1; min-width: 120px; }
  .action { background: var(--bg-2); border: 1px solid var(--border); border-radius: 4px; padding: 3px 8px; cursor: pointer; }
  .action:hover { border-color: var(--accent); }
  .summary-line { color: var(--muted); margin: 4px 0; }
  .alert { color: var(--bad); border: 1px solid var(--bad); border-radius: 4px; padding: 4px 8px; margin: 4px 0; }

  ol, ul { list-style: none; margin: 0; padding: 0; }
  .timeline .row { border-bottom: 1px solid var(--bg-2); }
  .timeline summary { display: flex; gap: 8px; align-items: baseline; padding: 3px 2px; cursor: pointer; white-space: nowrap; }
  .timeline summary > span { overflow: hidden; text-overflow: ellipsis; }
  .timeline .time { color: var(--muted); font-variant-numeric: tabular-nums; flex: none; }
  .timeline .type { font-weight: 600; flex: none; }
  .timeline .size, .timeline .count { color: var(--muted); flex: none; }
  .timeline .preview { color: var(--muted); min-width: 0; }
  .timeline .deltas .text-preview { color: inherit; }
  .row[data-type^="RUN_"] .type { color: var(--accent); }
  .row[data-type="RUN_ERROR"] .type { color: var(--bad); }
  .row[data-type^="STATE_"] .type { color: var(--warn); }
  .row[data-type^="TOOL_CALL"] .type { color: var(--ok); }
  .detail { padding: 2px 0 6px 12px; }
  .changes { margin: 2px 0; }
  .change { padding: 1px 4px; background: var(--changed); border-radius: 3px; margin: 2px 0; }
  .change .op { font-weight: 600; text-transform: uppercase; font-size: 10px; }
  .change .before { text-decoration: line-through; color: var(--muted); }
  .change .after { color: var(--warn); }
  .json .line { display: block; }
  .json .line.changed { background: var(--changed); box-shadow: inset 2px 0 var(--warn); }

  .cards .card, .messages .message, .errors .error, .executions .execution, .deltas-list > li { border: 1px solid var(--border); border-radius: 6px; padding: 6px 8px; margin: 6px 0; }
  .card-head, .message-head { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
  .tag { border: 1px solid var(--border); border-radius: 999px; padding: 0 6px; font-size: 10px; color: var(--muted); }
  .tag.ok { color: var(--ok); border-color: var(--ok); }
  .tag.off { color: var(--bad); border-color: var(--bad); }
  .role { font-weight: 600; text-transform: uppercase; font-size: 10px; }
  .role-user .role { color: var(--accent); }
  .role-assistant .role { color: var(--ok); }
  .role-tool .role { color: var(--warn); }
  .executions summary { display: flex; gap: 8px; cursor: pointer; }
  .status-error .status, .status-error { color: var(--bad); }
  .facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; }
  .facts dt { color: var(--muted); }
  .facts dd { margin: 0; word-break: break-all; }
  .dot { display: inline-block; width: 8px; height: 8px; border-radius: 50%; margin-right: 6px; background: var(--muted); }
  .dot.status-connected { background: var(--ok); }
  .dot.status-connecting { background: var(--warn); }
  .dot.status-error { background: var(--bad); }
  table.runs { width: 100%; border-collapse: collapse; }
  table.runs th, table.runs td { text-align: left; padding: 3px 6px; border-bottom: 1px solid var(--bg-2); vertical-align: top; }
  table.runs th { color: var(--muted); font-weight: 500; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  @media (prefers-reduced-motion: no-preference) { .launcher { transition: transform 0.1s; } .launcher:active { transform: scale(0.97); } }
`;
