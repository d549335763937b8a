import { Directive, input } from "@angular/core";
import type { CopilotChatLabels } from "@wingman/core/chat";
import { ChatShellInputs } from "./chat-shell-inputs.js";
import { SignalInput } from "../../ui/signal-input.js";
import type { Renderable } from "../../types.js";

/**
 * The chat inside a shell, for the popup's and the sidebar's templates: a `copilot-chat` given
 * every chat input of the shell, with the shell's header (the `header` slot or the default one)
 * projected as its `copilotChatHeader`. The shell closes the element, after projecting what else
 * it puts into the chat.
 */
export const CHAT_IN_SHELL = `<copilot-chat [agentId]="agentId()" [threadId]="threadId()" [theme]="theme()" [welcomeScreen]="welcomeScreen()"
        [autoScroll]="autoScroll()" [input]="input()" [suggestionView]="suggestionView()" [assistantMessage]="assistantMessage()"
        [userMessage]="userMessage()" [reasoningMessage]="reasoningMessage()" [cursor]="cursor()" [attachments]="attachments()"
        [onThumbsUp]="onThumbsUp()" [onThumbsDown]="onThumbsDown()" [onReadAloud]="onReadAloud()" [readAloud]="readAloud()"
        (error)="error.emit($event)">
        @if (header(); as slot) {
          <ng-container ngProjectAs="[copilotChatHeader]" [copilotRender]="slot" [copilotRenderProps]="{ title: title(), titleId }" />
        } @else {
          <copilot-modal-header copilotChatHeader [title]="title()" [titleId]="titleId" />
        }`;

/** What the popup and the sidebar take besides the chat's inputs: a title, labels, and their header and toggle slots. */
@Directive()
export abstract class ChatShell extends ChatShellInputs {
  @SignalInput() readonly title = input<string | undefined>(undefined);
  @SignalInput("labels") readonly labels = input<Partial<CopilotChatLabels> | undefined>(undefined, { alias: "labels" });
  /** Replaces the header (props: `title`, `titleId`; close with `CopilotChatConfiguration.setModalOpen(false)`). */
  @SignalInput() readonly header = input<Renderable | undefined>(undefined);
  /** Replaces the toggle button (props: `controls`, `className`; it can inject `CopilotChatConfiguration`). */
  @SignalInput() readonly toggleButton = input<Renderable | undefined>(undefined);
  /** The id of the header's title, which labels the shell. */
  protected abstract readonly titleId: string;
}
