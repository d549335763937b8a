import { html, nothing, type TemplateResult } from "lit";
import { prettyJson } from "./format.js";
import type { ThreadView } from "./thread-view.js";

interface MessageLike {
  id?: string;
  role?: string;
  content?: unknown;
  toolCalls?: Array<{ id?: string; function?: { name?: string; arguments?: string } }>;
  toolCallId?: string;
  error?: string;
}

const contentText = (content: unknown): string => {
  if (content === undefined || content === null) return "";
  if (typeof content === "string") return content;
  return prettyJson(content);
};

/** The thread's messages: role, id, content, tool calls and tool results. */
export function renderMessagesTab(view: ThreadView | undefined): TemplateResult {
  const messages = (view?.thread?.messages ?? []) as MessageLike[];
  if (messages.length === 0) return html`<p class="empty">No messages in this thread.</p>`;
  return html`<ol class="messages" aria-label="Messages">
    ${messages.map(
      (message) => html`<li class="message role-${message.role ?? "unknown"}" data-message-id=${message.id ?? ""}>
        <div class="message-head"><span class="role">${message.role ?? "?"}</span> <code>${message.id ?? ""}</code>${message.toolCallId
          ? html` <span class="muted">result of</span> <code>${message.toolCallId}</code>`
          : nothing}</div>
        ${contentText(message.content) ? html`<pre class="content">${contentText(message.content)}</pre>` : nothing}
        ${message.error ? html`<p class="error-text">${message.error}</p>` : nothing}
        ${message.toolCalls?.length
          ? html`<ul class="tool-calls">${message.toolCalls.map(
              (call) => html`<li><span class="tool-name">${call.function?.name ?? "?"}</span> <code>${call.id ?? ""}</code>
                  <pre>${prettyJson(call.function?.arguments ?? "")}</pre></li>`,
            )}</ul>`
          : nothing}
      </li>`,
    )}
  </ol>`;
}
