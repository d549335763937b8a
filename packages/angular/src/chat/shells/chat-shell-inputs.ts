import { Directive, input, output } from "@angular/core";
import type { AssistantMessage } from "@ag-ui/core";
import type { ReadAloudOptions } from "@wingman/core/audio";
import type { AttachmentsConfig } from "@wingman/core/chat";
import type { CopilotChatError } from "../copilot-chat-error.js";
import { SignalInput } from "../../ui/signal-input.js";
import { SignalOutput } from "../../ui/signal-output.js";
import type { Renderable } from "../../types.js";

/**
 * The chat's options, declared once: `copilot-chat` takes them, and the popup and the sidebar
 * take the same ones and pass them through to the `copilot-chat` inside them (CopilotKit's
 * shells accept every chat prop, and one that was not forwarded would be silently dropped).
 */
@Directive()
export abstract class ChatShellInputs {
  /** Default: the enclosing chat configuration's agent, else `"default"`. */
  @SignalInput() readonly agentId = input<string | undefined>(undefined);
  /** An existing thread to show: its history is loaded (connect) and followed. */
  @SignalInput() readonly threadId = input<string | undefined>(undefined);
  /** `"auto"` (default) follows the system; `light`/`dark` force one. */
  @SignalInput() readonly theme = input<"light" | "dark" | "auto">("auto");
  /** Shown instead of the messages while there are none; `false` for none. */
  @SignalInput() readonly welcomeScreen = input<Renderable | false | undefined>(undefined);
  /** Stick to the bottom while streaming unless the user scrolled up (default true). */
  @SignalInput() readonly autoScroll = input<boolean>(true);
  /** Replaces the composer (props: `isRunning`, `canSend`, `onSubmitMessage(text)`, `onStop()`). */
  @SignalInput() readonly input = input<Renderable | undefined>(undefined);
  /** Replaces the suggestions (props: `suggestions`, `isLoading`, `onSelectSuggestion(suggestion)`). */
  @SignalInput() readonly suggestionView = input<Renderable | undefined>(undefined);
  /** Replaces each assistant message. */
  @SignalInput() readonly assistantMessage = input<Renderable | undefined>(undefined);
  /** Replaces each user message. */
  @SignalInput() readonly userMessage = input<Renderable | undefined>(undefined);
  /** Replaces each reasoning message. */
  @SignalInput() readonly reasoningMessage = input<Renderable | undefined>(undefined);
  /** Replaces the streaming cursor. */
  @SignalInput() readonly cursor = input<Renderable | undefined>(undefined);
  /** Images and files attached to messages, sent as AG-UI multimodal user content. */
  @SignalInput() readonly attachments = input<AttachmentsConfig | undefined>(undefined);
  /** Shows "Good response" on each finished reply; called with the message. */
  @SignalInput() readonly onThumbsUp = input<((message: AssistantMessage) => void) | undefined>(undefined);
  /** Shows "Bad response" on each finished reply; called with the message. */
  @SignalInput() readonly onThumbsDown = input<((message: AssistantMessage) => void) | undefined>(undefined);
  /** Shows "Read aloud" and replaces the built-in reading; called with the message. */
  @SignalInput() readonly onReadAloud = input<((message: AssistantMessage) => void) | undefined>(undefined);
  /** Shows "Read aloud" without `onReadAloud`: `true` speaks with `speechSynthesis`, `{ endpoint }` through a text-to-speech endpoint. */
  @SignalInput() readonly readAloud = input<boolean | ReadAloudOptions | undefined>(undefined);
  /** Errors of the chat's agent (and errors without an agent). */
  @SignalOutput() readonly error = output<CopilotChatError>();
}
