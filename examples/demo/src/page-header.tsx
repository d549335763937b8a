import { onRadioGroupKeyDown, RUNTIME_HEALTH_LABELS, type RuntimeHealth } from "@wingman/demo-shared/page";
import type { DemoInfo } from "./use-demo-info.js";

export type ChatLayout = "sidebar" | "popup";

export interface PageHeaderProps {
  info: DemoInfo | undefined;
  health: RuntimeHealth;
  layout: ChatLayout;
  onLayoutChange(layout: ChatLayout): void;
}

const LAYOUTS: readonly ChatLayout[] = ["sidebar", "popup"];
const THREAD_STORES: Record<DemoInfo["threads"], string> = { sqlite: "SQLite", postgres: "PostgreSQL", redis: "Redis", memory: "in memory" };

/** Brand, which model answers, the runtime's status, and the chat layout switch. */
export function PageHeader({ info, health, layout, onLayoutChange }: PageHeaderProps) {
  return (
    <header className="topbar">
      <div className="brand">
        <span className="brand__mark" aria-hidden="true">
          <svg viewBox="0 0 32 32" width="28" height="28">
            <rect width="32" height="32" rx="8" fill="var(--accent)" />
            <path d="M6 20 L16 8 L26 20 L16 16 Z" fill="white" />
          </svg>
        </span>
        <span className="brand__name">Wingman</span>
        <span className="brand__tag">demo</span>
      </div>
      <div className="topbar__status">
        <span
          className={`pill ${info?.offline ? "pill--offline-model" : "pill--model"}`}
          data-testid="model-badge"
          title={info?.offline ? "No API key set: the offline demo model answers. Set OPENAI_API_KEY (or another provider's key) and restart for a real model." : "A real model answers."}
        >
          <span className="pill__label">Model</span> {info ? info.model : "…"}
        </span>
        {info && (
          <span className="pill" title={info.threads === "memory" ? "Conversations are kept in memory." : `Conversations are kept in ${THREAD_STORES[info.threads]} and survive restarts.`}>
            <span className="pill__label">Threads</span> {THREAD_STORES[info.threads]}
          </span>
        )}
        {info && <VoicePill voice={info.voice} />}
        <span className={`pill pill--health pill--${health}`} data-testid="runtime-status" role="status">
          <span className="pill__dot" /> {RUNTIME_HEALTH_LABELS[health]}
        </span>
      </div>
      <div className="segmented" role="radiogroup" aria-label="Chat layout" onKeyDown={(event) => onRadioGroupKeyDown(event, LAYOUTS, layout, onLayoutChange)}>
        {LAYOUTS.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={layout === option}
            tabIndex={layout === option ? 0 : -1}
            className="segmented__option"
            onClick={() => onLayoutChange(option)}
          >
            {option === "sidebar" ? "Sidebar" : "Popup"}
          </button>
        ))}
      </div>
    </header>
  );
}

/** Whether the composer has a microphone, and if not, what the server needs for one. */
function VoicePill({ voice }: { voice: DemoInfo["voice"] }) {
  if (voice.enabled) {
    return (
      <span className="pill" data-testid="voice-status" title={`The microphone in the composer transcribes with ${voice.label}.`}>
        <span className="pill__label">Voice</span> {voice.label}
      </span>
    );
  }
  return (
    <span className="pill pill--voice-off" data-testid="voice-status">
      <span className="pill__label">Voice off</span> {voice.reason}
    </span>
  );
}
