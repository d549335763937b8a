import type { LanguageModelV3FunctionTool, LanguageModelV3Prompt, LanguageModelV3ToolResultOutput } from "@ai-sdk/provider";
import type { JsonPatchOperation } from "@ag-ui/core";
import { STATE_DELTA_TOOL_NAME, STATE_SNAPSHOT_TOOL_NAME } from "../state/create-state-tools.js";
import { findColourWord, isColourEnum } from "./colour-words.js";
import { describeCapabilities } from "./describe-capabilities.js";
import { fillToolArguments, missingRequired, type DemoSchema } from "./fill-tool-arguments.js";
import { parseStateCommand } from "./parse-state-command.js";
import { splitRequests } from "./split-requests.js";

/** What the demo model says and does in one step. */
export interface DemoReply {
  reasoning: string;
  text: string;
  toolCalls: Array<{ toolName: string; input: Record<string, unknown> }>;
}

const APPROVAL_WORDS = /\b(approve|approval|permission|confirm|sign[- ]?off)\b/i;
const APPROVAL_TOOL = /approv|confirm|permission/i;
const MARKDOWN_WORDS = /\b(code|example|markdown|snippet)\b/i;
const GREETING_WORDS = /\b(hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening))\b/i;
const STATE_TOOLS = new Set([STATE_SNAPSHOT_TOOL_NAME, STATE_DELTA_TOOL_NAME]);
/** Verbs in tool names that people do not repeat: "what's the weather" names `getWeather`. */
const GENERIC_VERBS = new Set(["get", "set", "change", "update", "request", "fetch", "show", "make", "do", "run", "call"]);

/** What one request in the message asks for. */
type Action =
  | { kind: "tool"; toolName: string; input: Record<string, unknown> }
  | { kind: "state"; operations: JsonPatchOperation[] }
  | { kind: "note"; text: string };

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
  const attachmentNote = files.length > 0 ? `I see ${files.length} attachment(s) (${files.map(describeFile).join(", ")}). ` : "";
  const appTools = tools.filter((tool) => !STATE_TOOLS.has(tool.name));
  const state = readState(prompt);
  const sharesState = tools.some((tool) => tool.name === STATE_DELTA_TOOL_NAME);

  const actions = splitRequests(text).flatMap((request) => planRequest(request, appTools, state, sharesState));
  const calls = actions.filter((action) => action.kind === "tool");
  const operations = actions.flatMap((action) => (action.kind === "state" ? action.operations : []));
  const notes = actions.flatMap((action) => (action.kind === "note" ? [action.text] : []));
  if (calls.length > 0 || operations.length > 0) {
    const list = calls.map((call) => `\`${call.toolName}\``).join(" and ");
    const said = [calls.length > 0 ? `Calling ${list} for you.` : "", operations.length > 0 ? "Updating the shared state." : "", ...notes].filter(Boolean);
    return {
      reasoning: `The user asks for ${actions.length} thing${actions.length > 1 ? "s" : ""}; I'll ${[calls.length > 0 ? `call ${list}` : "", operations.length > 0 ? "send a JSON Patch" : ""].filter(Boolean).join(" and ")}.`,
      text: attachmentNote + said.join(" "),
      toolCalls: [
        ...calls.map(({ toolName, input }) => ({ toolName, input })),
        ...(operations.length > 0 ? [{ toolName: STATE_DELTA_TOOL_NAME, input: { delta: operations } }] : []),
      ],
    };
  }
  const capabilities = describeCapabilities(appTools, state).map((line) => `- ${line}`).join("\n");
  if (notes.length > 0) {
    return { reasoning: "The user asks for something I cannot do as asked; I'll say why.", text: `${attachmentNote}${notes.join(" ")}\n\nOn this page I can:\n${capabilities}`, toolCalls: [] };
  }
  if (MARKDOWN_WORDS.test(text)) {
    return { reasoning: "The user wants an example; I'll answer with a code block and a list.", text: attachmentNote + MARKDOWN_ANSWER, toolCalls: [] };
  }
  if (GREETING_WORDS.test(text) || text === "") {
    return {
      reasoning: "The user greets me; I'll greet back and say what I can do.",
      text: `${attachmentNote}Hello! I'm the **offline demo model**: I run without any network, so every feature can be tried. On this page you can:\n\n${capabilities}`,
      toolCalls: [],
    };
  }
  return {
    reasoning: "No request I understand; I'll say what I can do instead.",
    text: `${attachmentNote}I'm the offline demo model, so I only understand a few kinds of request, and not this one:\n\n> ${text}\n\nOn this page I can:\n${capabilities}`,
    toolCalls: [],
  };
}

/** One request: the approval tool, a tool it names (or a colour tool when it names a colour), or a state edit. */
function planRequest(request: string, appTools: readonly LanguageModelV3FunctionTool[], state: unknown, sharesState: boolean): Action[] {
  const approvalTool = APPROVAL_WORDS.test(request) ? appTools.find((tool) => APPROVAL_TOOL.test(tool.name) || APPROVAL_TOOL.test(tool.description ?? "")) : undefined;
  const chosen = approvalTool ? [approvalTool] : toolsFor(request, appTools);
  if (chosen.length > 0) return chosen.map((tool) => callTool(tool, request));
  const command = parseStateCommand(request, state);
  if (!command) return [];
  if (!sharesState) return [{ kind: "note", text: "This app shares no state with me, so there is nothing I can update." }];
  return command.operations ? [{ kind: "state", operations: command.operations }] : [{ kind: "note", text: command.problem }];
}

function toolsFor(request: string, appTools: readonly LanguageModelV3FunctionTool[]): LanguageModelV3FunctionTool[] {
  const named = appTools.filter((tool) => namesTool(request, tool.name));
  if (named.length > 0 || !findColourWord(request)) return named;
  // "change the background to light blue": the one tool that takes a colour.
  const colourTools = appTools.filter(takesColour);
  return colourTools.length === 1 ? colourTools : [];
}

function takesColour(tool: LanguageModelV3FunctionTool): boolean {
  const properties = Object.entries((tool.inputSchema as DemoSchema).properties ?? {});
  return properties.some(([name, schema]) => (schema.enum ? isColourEnum(schema.enum) : /colou?r/i.test(name)));
}

function callTool(tool: LanguageModelV3FunctionTool, request: string): Action {
  const schema = tool.inputSchema as DemoSchema;
  const input = fillToolArguments(schema, request);
  const missing = missingRequired(schema, input);
  if (missing.length === 0) return { kind: "tool", toolName: tool.name, input };
  const choices = missing.map((name) => {
    const options = schema.properties?.[name]?.enum;
    return options ? `${name} (one of ${options.join(", ")})` : name;
  });
  return { kind: "note", text: `\`${tool.name}\` needs ${choices.join(" and ")}, and "${request}" does not say which.` };
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

/**
 * True when the text contains the tool's name, or every word of it but generic verbs (`changeBackgroundColor` →
 * background, color; `getWeather` → weather); "colour" counts as "color".
 */
export function namesTool(text: string, toolName: string): boolean {
  const lower = text.toLowerCase();
  if (lower.includes(toolName.toLowerCase())) return true;
  const words = toolName
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_\-.]+/)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length > 1);
  const nouns = words.filter((word) => !GENERIC_VERBS.has(word));
  const required = nouns.length > 0 ? nouns : words;
  const spoken = lower.replace(/colour/g, "color");
  return required.length > 0 && required.every((word) => new RegExp(`\\b${word}`).test(spoken));
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

/** An attachment as the demo model acknowledges it: its type, and its size when its bytes came inline. */
function describeFile(part: Extract<Extract<LanguageModelV3Prompt[number], { role: "user" }>["content"][number], { type: "file" }>): string {
  const bytes = typeof part.data === "string" ? base64Bytes(part.data) : part.data instanceof Uint8Array ? part.data.byteLength : undefined;
  return bytes === undefined ? part.mediaType : `${part.mediaType}, ${bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} bytes`}`;
}

/** Decoded length of base64 text (a URL string is not base64: no size). */
function base64Bytes(data: string): number | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(data)) return undefined;
  const padding = data.endsWith("==") ? 2 : data.endsWith("=") ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}
