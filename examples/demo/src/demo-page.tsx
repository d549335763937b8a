import {
  CopilotPopup,
  CopilotSidebar,
  useAgentContext,
  useConfigureSuggestions,
  useCopilotKit,
  useHumanInTheLoop,
  useRenderTool,
  type AttachmentsConfig,
  type CopilotChatLabels,
} from "@wingman/react";
import { useEffect, useState } from "react";
import { APPROVAL_TOOL, DEMO_PHRASES } from "@wingman/demo-shared/page";
import { AccentCard } from "./accent-card.js";
import { ApprovalCard } from "./approval-card.js";
import { ApprovalsCard } from "./approvals-card.js";
import { CapabilitiesCard } from "./capabilities-card.js";
import { PageHeader, type ChatLayout } from "./page-header.js";
import { PlanCard } from "./plan-card.js";
import { RuntimeBanner } from "./runtime-banner.js";
import { CHAT_ID, SkipToChat } from "./skip-to-chat.js";
import { ThreadPanel } from "./thread-panel.js";
import { useAccentColor } from "./use-accent-color.js";
import { useDemoInfo } from "./use-demo-info.js";
import { useRuntimeHealth } from "./use-runtime-health.js";
import { useThreadSession } from "./use-thread-session.js";
import { WeatherCard } from "./weather-card.js";

const LAYOUT_KEY = "wingman-demo:layout";
const SIDEBAR_WIDTH = 420;

/** Images, PDFs and text files: the offline model acknowledges each (type and size), a real one reads them. */
const DEMO_ATTACHMENTS: AttachmentsConfig = { enabled: true, accept: "image/*,application/pdf,text/plain" };

const CHAT_LABELS: Partial<CopilotChatLabels> = {
  modalHeaderTitle: "Wingman copilot",
  chatInputPlaceholder: "Ask anything, or pick a suggestion…",
  welcomeMessageText: "Hi! I'm your offsite copilot. What shall we do?",
};

/** Replies get Read aloud (the browser's speechSynthesis) beside Copy and Regenerate. Stable: the rows compare it. */
const MESSAGE_VIEW = { assistantMessage: { readAloud: true } };

/** The demo: a small offsite planner with the copilot beside it. */
export function DemoPage() {
  const { copilotkit } = useCopilotKit();
  const info = useDemoInfo();
  const { health, checkNow } = useRuntimeHealth();
  const threads = useThreadSession();
  const [accent, setAccent] = useAccentColor();
  const [layout, setLayout] = useState<ChatLayout>(() => (localStorage.getItem(LAYOUT_KEY) === "popup" ? "popup" : "sidebar"));
  useEffect(() => localStorage.setItem(LAYOUT_KEY, layout), [layout]);

  useHumanInTheLoop<{ action: string }>({
    ...APPROVAL_TOOL,
    render: ApprovalCard,
  });
  useRenderTool<{ city: string }>({ name: "getWeather", render: WeatherCard });
  useAgentContext({ description: "The page's current accent colour", value: accent });

  useConfigureSuggestions({
    suggestions: DEMO_PHRASES.map(({ title, message }) => ({ title, message })),
    available: "before-first-message",
  });
  useConfigureSuggestions({
    instructions: "Suggest the demo features the user has not tried yet, as short phrases the user could send.",
    minSuggestions: 2,
    maxSuggestions: 3,
    available: "after-first-message",
  });

  useEffect(() => {
    // Loaded on its own (Lit and all), so the page does not wait for it.
    let detach: (() => void) | undefined;
    let cancelled = false;
    void import("@wingman/inspector").then(({ attachInspector }) => {
      if (!cancelled) detach = attachInspector(copilotkit, { enabled: "auto" }).detach;
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [copilotkit]);

  const chatProps = { labels: CHAT_LABELS, theme: "light" as const, title: "Wingman copilot", attachments: DEMO_ATTACHMENTS, messageView: MESSAGE_VIEW };
  return (
    <div className="app" data-layout={layout}>
      <SkipToChat />
      <div className="app__main">
        <PageHeader info={info} health={health} layout={layout} onLayoutChange={setLayout} />
        {health === "offline" && <RuntimeBanner onRetry={checkNow} />}
        <div className="workspace">
          <ThreadPanel
            threads={threads.threads}
            currentThreadId={threads.currentThreadId}
            currentTitle={threads.currentTitle}
            isLoading={threads.isLoading}
            error={threads.error}
            onNew={() => void threads.startNewThread()}
            onSwitch={(threadId) => void threads.switchThread(threadId)}
            onRename={(threadId, name) => void threads.renameThread(threadId, name).catch(() => undefined)}
            onDelete={(threadId) => void threads.deleteThread(threadId)}
          />
          <main className="content">
            <section className="hero">
              <h1>Plan the team offsite with your copilot</h1>
              <p>
                Every card below is wired to the agent. Pick a suggestion in the chat, press a <em>Try</em> button, or just type.
              </p>
            </section>
            <div className="grid">
              <PlanCard />
              <AccentCard accent={accent} onChange={setAccent} />
              <ApprovalsCard />
              <CapabilitiesCard />
            </div>
          </main>
        </div>
      </div>
      {/* The skip link's target; "display: contents" leaves the layout to the sidebar and popup. */}
      <div id={CHAT_ID} className="app__chat">
        {layout === "sidebar" ? (
          <CopilotSidebar key="sidebar" {...chatProps} width={SIDEBAR_WIDTH} defaultOpen />
        ) : (
          <CopilotPopup key="popup" {...chatProps} defaultOpen={false} />
        )}
      </div>
    </div>
  );
}
