import type { LanguageModelV3FunctionTool, LanguageModelV3Prompt, LanguageModelV3ToolResultOutput } from "@ai-sdk/provider";
import { STATE_DELTA_TOOL_NAME, STATE_SNAPSHOT_TOOL_NAME } from "../state/create-state-tools.js";
import { fillToolArguments, type DemoSchema } from "./fill-tool-arguments.js";
import { parseStateCommand } from "./parse-state-command.js";

/** What the demo model says and does in one step. */
export interface DemoReply {
  reasoning: string;
  text: string;
  toolCalls: Array<{ toolName: string; input: Record<string, unknown> }>;
}

const APPROVAL_WORDS = /\b(approve|approval|permission|confirm|sign[- ]?off)\b/i;
const APPROVAL_TOOL = /approv|confirm|permission/i;
const MARKDOWN_WORDS = /\b(code|example|markdown|list|explain|show me)\b/i;
const GREETING_WORDS = /\b(hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening))\b/i;
const STATE_TOOLS = new Set([STATE_SNAPSHOT_TOOL_NAME, STATE_DELTA_TOOL_NAME]);

/**
 * Decides the demo model's reply from the prompt and the offered tools. Pure and deterministic;
 * the rules are listed in the package README ("The offline demo model").
 */
export function planDemoReply(prompt: LanguageModelV3Prompt, tools: readonly LanguageModelV3FunctionTool[]): DemoReply {
  const last = prompt.at(-1);
  if (last?.role === "tool") return replyToToolResults(last.content);

  const userMessage = [...prompt].reverse().find((message) => message.role === "user");
  const text = userMessage?.role === "user" ? userMessage.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join(" ").trim() : "";
  const files = userMessage?.role === "user" ? userMessage.content.filter((part) => part.type === "file") : [];
  const attachmentNote =
    files.length > 0 ? `I see ${files.length} attachment(s) (${files.map((file) => (file.type === "file" ? file.mediaType : "")).join(", ")}). ` : "";
  const appTools = tools.filter((tool) => !STATE_TOOLS.has(tool.name));

  if (APPROVAL_WORDS.test(text)) {
    const approvalTool = appTools.find((tool) => APPROVAL_TOOL.test(tool.name) || APPROVAL_TOOL.test(tool.description ?? ""));
    if (approvalTool) {
      return {
        reasoning: `The user wants something approved; I must ask a person first, through \`${approvalTool.name}\`.`,
        text: `${attachmentNote}I need your approval first.`,
        toolCalls: [{ toolName: approvalTool.name, input: fillToolArguments(approvalTool.inputSchema as DemoSchema, text) }],
      };
    }
  }

  const named = appTools.filter((tool) => namesTool(text, tool.name));
  if (named.length > 0) {
    const list = named.map((tool) => `\`${tool.name}\``).join(" and ");
    return {
      reasoning: `The user's words name the app's tool${named.length > 1 ? "s" : ""} ${list}; I'll call ${named.length > 1 ? "them" : "it"} with arguments taken from the message.`,
      text: `${attachmentNote}Calling ${list} for you.`,
      toolCalls: named.map((tool) => ({ toolName: tool.name, input: fillToolArguments(tool.inputSchema as DemoSchema, text) })),
    };
  }

  const operations = parseStateCommand(text, readState(prompt));
  if (operations) {
    if (!tools.some((tool) => tool.name === STATE_DELTA_TOOL_NAME)) {
      return {
        reasoning: "The user asks to change state, but the app shares no state with me.",
        text: "This app shares no state with me, so there is nothing I can update.",
        toolCalls: [],
      };
    }
    return {
      reasoning: "The user asks to change the shared state; I'll send a JSON Patch.",
      text: `${attachmentNote}Updating the shared state.`,
      toolCalls: [{ toolName: STATE_DELTA_TOOL_NAME, input: { delta: operations } }],
    };
  }

  if (MARKDOWN_WORDS.test(text)) {
    return { reasoning: "The user wants an example; I'll answer with a code block and a list.", text: attachmentNote + MARKDOWN_ANSWER, toolCalls: [] };
  }

  if (GREETING_WORDS.test(text) || text === "") {
    const offered = appTools.length > 0 ? `\n- name one of this app's tools (${appTools.map((tool) => `\`${tool.name}\``).join(", ")}) and I'll call it` : "";
    return {
      reasoning: "The user greets me; I'll greet back and say what I can do.",
      text:
        `${attachmentNote}Hello! I'm the **offline demo model**: I run without any network, so every feature can be tried.\n\n` +
        `- ask for *an example* to see streamed markdown\n- say *set theme to dark* to change the shared state\n` +
        `- ask me to *get approval* to see a human-in-the-loop interrupt${offered}`,
      toolCalls: [],
    };
  }

  return {
    reasoning: "No demo phrase matched; I'll explain what I understand.",
    text:
      `${attachmentNote}I'm the offline demo model and only understand a few phrases. You said:\n\n> ${text}\n\n` +
      "Try *hello*, *show me an example*, *set theme to dark*, *add milk to items*, or *ask for approval to deploy*.",
    toolCalls: [],
  };
}

const MARKDOWN_ANSWER = [
  "Here is a small example in **TypeScript**:",
  "",
  "```ts",
  "function greet(name: string): string {",
  "  return `Hello, ${name}!`;",
  "}",
  "```",
  "",
  "What it shows:",
  "",
  "- a typed parameter (`name: string`)",
  "- a template literal for the greeting",
  "- an explicit return type",
].join("\n");

/** True when the text contains the tool's name, or every word of it (`changeBackgroundColor` → change, background, color). */
export function namesTool(text: string, toolName: string): boolean {
  const lower = text.toLowerCase();
  if (lower.includes(toolName.toLowerCase())) return true;
  const words = toolName
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_\-.]+/)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length > 1);
  return words.length > 0 && words.every((word) => new RegExp(`\\b${word}`).test(lower));
}

function replyToToolResults(parts: Extract<LanguageModelV3Prompt[number], { role: "tool" }>["content"]): DemoReply {
  const lines: string[] = [];
  for (const part of parts) {
    if (part.type !== "tool-result") continue;
    const { value, failed } = readOutput(part.output);
    if (STATE_TOOLS.has(part.toolName)) {
      lines.push(failed ? `I could not update the state: ${value}` : "Done: the shared state is updated.");
    } else if (APPROVAL_TOOL.test(part.toolName)) {
      lines.push(approved(value) ? "Thanks, you approved it, so I went ahead." : "Okay, you declined, so I did nothing.");
    } else if (failed) {
      lines.push(`\`${part.toolName}\` failed: ${value}`);
    } else if (/not answered/.test(value)) {
      lines.push(`\`${part.toolName}\` was not run.`);
    } else {
      lines.push(`Done: \`${part.toolName}\` returned \`${value.length > 200 ? `${value.slice(0, 200)}…` : value}\`.`);
    }
  }
  return { reasoning: "The tools answered; I'll report what happened.", text: lines.join("\n\n"), toolCalls: [] };
}

function readOutput(output: LanguageModelV3ToolResultOutput): { value: string; failed: boolean } {
  switch (output.type) {
    case "text":
      return { value: output.value, failed: /^\{"error":/.test(output.value) };
    case "json": {
      const value = JSON.stringify(output.value);
      return { value, failed: typeof output.value === "object" && output.value !== null && "error" in output.value && !/not answered/.test(value) };
    }
    case "error-text":
      return { value: output.value, failed: true };
    case "error-json":
      return { value: JSON.stringify(output.value), failed: true };
    case "execution-denied":
      return { value: "denied", failed: true };
    default:
      return { value: JSON.stringify(output), failed: false };
  }
}

function approved(value: string): boolean {
  const lower = value.toLowerCase();
  if (/cancel|declin|deny|denied|reject|"approved":false|\bno\b/.test(lower)) return false;
  return /approv|yes|\bok\b|true|resolved|confirm/.test(lower);
}

function readState(prompt: LanguageModelV3Prompt): unknown {
  const system = prompt.filter((message) => message.role === "system").map((message) => message.content).join("\n");
  const block = /## Application state[\s\S]*?```json\n([\s\S]*?)\n```/.exec(system);
  if (!block) return undefined;
  try {
    return JSON.parse(block[1]!);
  } catch {
    return undefined;
  }
}
