import { ToolCallStatus } from "@copilotkitnext/core";
import { CopilotChat, useFrontendTool, useHumanInTheLoop } from "@copilotkitnext/react";
import { useState } from "react";
import { z } from "zod";

const THEMES = ["light", "dark", "sepia"] as const;
type Theme = (typeof THEMES)[number];

/** The conversation's thread id lives in the URL, so a reload comes back to the same conversation. */
function useThreadIdFromUrl(): string {
  const [threadId] = useState(() => {
    const url = new URL(window.location.href);
    const existing = url.searchParams.get("thread");
    if (existing) return existing;
    const created = crypto.randomUUID();
    url.searchParams.set("thread", created);
    window.history.replaceState(null, "", url);
    return created;
  });
  return threadId;
}

/** A small to-do page whose copilot can switch its theme (frontend tool) and, with the user's approval, clear its list (human in the loop). */
export function App() {
  const threadId = useThreadIdFromUrl();
  const [theme, setTheme] = useState<Theme>("light");
  const [todos, setTodos] = useState(["Write the release notes", "Book the venue"]);

  useFrontendTool({
    name: "setTheme",
    description: "Switches the page between the light, dark and sepia themes.",
    parameters: z.object({ theme: z.enum(THEMES).describe("The theme to show") }),
    handler: async ({ theme }) => {
      setTheme(theme);
      return `The page now uses the ${theme} theme.`;
    },
  });

  useHumanInTheLoop({
    name: "requestApproval",
    description: "Asks the user for approval before clearing the to-do list.",
    parameters: z.object({ reason: z.string().describe("Why the list should be cleared") }),
    render: ({ args, status, respond, result }) => {
      if (status === ToolCallStatus.Complete) return <p data-testid="approval-outcome">Answered: {result}</p>;
      return (
        <div data-testid="approval-card">
          <p>Clear the to-do list? {args.reason}</p>
          <button
            disabled={!respond}
            onClick={async () => {
              setTodos([]);
              await respond?.("approved");
            }}
          >
            Approve
          </button>
          <button disabled={!respond} onClick={() => respond?.("rejected")}>
            Reject
          </button>
        </div>
      );
    },
  });

  return (
    <main data-testid="page" data-theme={theme} className={`page page--${theme}`}>
      <section>
        <h1>To-do</h1>
        <ul data-testid="todos">
          {todos.map((todo) => (
            <li key={todo}>{todo}</li>
          ))}
        </ul>
      </section>
      <section className="chat">
        <CopilotChat threadId={threadId} labels={{ chatInputPlaceholder: "Ask the copilot…" }} />
      </section>
    </main>
  );
}
