import type { Message, RunAgentInput } from "@ag-ui/core";

const withoutNulls = <T extends object>(value: T): T => {
  let copy: Record<string, unknown> | undefined;
  for (const [key, field] of Object.entries(value)) {
    if (field !== null) continue;
    copy ??= { ...value } as Record<string, unknown>;
    delete copy[key];
  }
  return (copy ?? value) as T;
};

const messageWithoutNulls = (message: Message): Message => {
  const result = withoutNulls(message);
  const toolCalls = (result as { toolCalls?: unknown }).toolCalls;
  if (!Array.isArray(toolCalls)) return result;
  const cleaned = toolCalls.map((call: object) => withoutNulls(call));
  return cleaned.every((call, index) => call === toolCalls[index]) ? result : ({ ...result, toolCalls: cleaned } as Message);
};

/**
 * The input with `null` fields of its messages (and of their tool calls) left out: an app's or a
 * store's `name: null` would otherwise make the runtime reject the whole run (the protocol's
 * optional fields are absent, never null). Every other field is sent as is: the runtime validates
 * the input against the protocol's schema.
 */
export function omitNullMessageFields(input: RunAgentInput): RunAgentInput {
  const messages = input.messages.map(messageWithoutNulls);
  return messages.every((message, index) => message === input.messages[index]) ? input : { ...input, messages };
}
