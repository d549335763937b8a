import { Directive, input, output } from "@angular/core";
import type { AttachmentsConfig } from "@wingman/core/chat";
import type { CopilotChatError } from "../copilot-chat.js";
import { SignalInput } from "../../ui/signal-input.js";
import { SignalOutput } from "../../ui/signal-output.js";
import type { Renderable } from "../../types.js";

/**
 * What the popup and the sidebar pass through to the `copilot-chat` inside them, so a shell
 * takes the same chat options as the chat itself (attachments, slots, the error output):
 * CopilotKit's shells accept every chat prop, and one that was not forwarded would be
 * silently dropped.
 */
@Directive()
export abstract class ChatShellInputs {
  /** Follows new messages to the bottom (default true). */
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
  /** Errors of the chat's agent (and errors without an agent). */
  @SignalOutput() readonly error = output<CopilotChatError>();
}
