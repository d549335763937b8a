import { EventType, type BaseEvent, type Message, type RunAgentInput } from "@ag-ui/core";
import { inputWithNewMessages } from "../run-events/input-with-new-messages.js";
import { runStartedInput } from "../run-events/run-started-input.js";

/** What a runner records for a run before the agent starts: see {@link recordRunInput}. */
export interface RunRecording {
  /** The input stored on the run's `RUN_STARTED` (and as the run's input, where a runner keeps it). */
  readonly input: RunAgentInput;
  /** The ids of the thread's messages before the run. */
  readonly knownMessageIds: ReadonlySet<string>;
  /**
   * Set when the run starts a branch: the conversation the run continues, which drops messages the
   * thread holds. The runner stores it as a `MESSAGES_SNAPSHOT` right after `RUN_STARTED`.
   */
  readonly branch: readonly Message[] | undefined;
}

/**
 * How a run's input is recorded against the thread's current messages (`history`, the active
 * branch). An input that holds every stored conversation message continues the branch: only its
 * new messages are stored. An input that shares messages with the thread but leaves some out is,
 * as AG-UI says of `messages`, "the conversation so far": the run forks the thread at the first
 * message it dropped (regenerate, edit, a branch switch); its messages become the active branch
 * while the earlier runs stay in the log as the other branch. An input sharing no message with the
 * thread (a client sending only the new turn) or without conversation messages continues the
 * thread, unless it carries {@link BRANCH_FORWARDED_PROPS}. Activity and reasoning messages never
 * count: clients do not send them back (`HttpAgent` strips activities); those among the kept
 * messages stay in the branch, those between the last kept message and the fork point belong to
 * the dropped answer and leave with it.
 *
 * @example
 * const recording = recordRunInput(input, history);
 * if (recording.branch) console.log("the run starts a branch of", recording.branch.length, "messages");
 */
export function recordRunInput(input: RunAgentInput, history: readonly Message[]): RunRecording {
  const knownMessageIds = new Set(history.map((message) => message.id));
  const branch = branchOf(input, history);
  if (branch !== undefined) return { input: { ...input, messages: [] }, knownMessageIds, branch };
  return { input: inputWithNewMessages(input, knownMessageIds), knownMessageIds, branch: undefined };
}

/**
 * The events a runner stores for the agent's first `RUN_STARTED`: the event with its recorded
 * input and, for a run that starts a branch, the `MESSAGES_SNAPSHOT` of that branch, so that any
 * AG-UI client replaying the log ends on the active branch as a plain message list.
 */
export function recordedRunStartEvents(event: BaseEvent, recording: RunRecording): BaseEvent[] {
  if (recording.branch === undefined) {
    return [{ ...event, input: runStartedInput(event, recording.input, recording.knownMessageIds) }];
  }
  return [
    { ...event, input: recording.input },
    { type: EventType.MESSAGES_SNAPSHOT, messages: [...recording.branch] } as BaseEvent,
  ];
}

/** True for the messages a client does not send back, which therefore never decide a fork. */
export function isDerivedMessage(message: Message): boolean {
  return message.role === "activity" || message.role === "reasoning";
}

/**
 * The `forwardedProps` a client sends with a run that starts a branch even though its input shares
 * no message with the thread (an edit of the first message): `{ wingman: { branch: true } }`.
 */
export const BRANCH_FORWARDED_PROPS = { wingman: { branch: true } } as const;

function asksForBranch(forwardedProps: unknown): boolean {
  const wingman = (forwardedProps as { wingman?: { branch?: unknown } } | null | undefined)?.wingman;
  return wingman?.branch === true;
}

function branchOf(input: RunAgentInput, history: readonly Message[]): Message[] | undefined {
  const sent = input.messages;
  // An input without conversation (a run that only resumes or nudges the agent) continues the thread.
  if (!sent.some((message) => !isDerivedMessage(message))) return undefined;
  const sentById = new Map(sent.map((message) => [message.id, message]));
  const forkAt = history.findIndex((message) => !isDerivedMessage(message) && !sentById.has(message.id));
  if (forkAt < 0) return undefined;
  // A client that sends only the new turn (relying on the stored history) continues the thread.
  if (!asksForBranch(input.forwardedProps) && !history.some((message) => !isDerivedMessage(message) && sentById.has(message.id))) {
    return undefined;
  }
  // Every conversation message before the fork point was sent; the derived ones between them stay.
  // Those right before the fork point came with the dropped answer (its reasoning, its activities)
  // and go with it: a regenerated answer would otherwise show the old one's reasoning above its own.
  const kept = history.slice(0, history.findLastIndex((message, at) => at < forkAt && !isDerivedMessage(message)) + 1);
  const keptIds = new Set(kept.map((message) => message.id));
  return [
    ...kept.map((message) => sentById.get(message.id) ?? message),
    ...sent.filter((message) => !keptIds.has(message.id)),
  ];
}
