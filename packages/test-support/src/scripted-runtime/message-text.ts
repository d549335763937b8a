import type { Message } from "@ag-ui/core";

export interface MessageTextOptions {
  /** What a non-text part of a multi-part message reads as. Default: nothing. */
  readonly otherPart?: (type: string) => string;
}

/**
 * The text of a message's content, as a script matches it: a string as is, the text parts of a
 * multi-part content joined.
 *
 * @example
 * messageText(last?.content, { otherPart: (type) => `[${type}]` }); // "look [image]"
 */
export function messageText(content: Message["content"] | undefined, options: MessageTextOptions = {}): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  const otherPart = options.otherPart ?? (() => "");
  return content.map((part) => (part.type === "text" ? part.text : otherPart(part.type))).join("");
}
