import type { ConversationMessage } from "./conversation-message.js";

/** The first words of the first user message: the name a new conversation gets. */
export function threadTitleFrom(messages: readonly ConversationMessage[]): string | undefined {
  const first = messages.find((message) => message.role === "user");
  const content = first?.content;
  const text = typeof content === "string" ? content : Array.isArray(content) ? content.map((part) => ("text" in part ? part.text : "")).join(" ") : "";
  const clean = text.replace(/\s+/g, " ").trim();
  if (!clean) return undefined;
  return clean.length <= 40 ? clean : `${clean.slice(0, 40).replace(/\s+\S*$/, "")}…`;
}
