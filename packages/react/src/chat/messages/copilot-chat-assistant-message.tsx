import type { AssistantMessage, Message, ToolMessage } from "@ag-ui/core";
import { readAloud, type ReadAloudHandle, type ReadAloudOptions } from "@wingman/core/audio";
import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from "react";
import {
  AssistantCopyButton,
  AssistantMessageToolbar,
  ReadAloudButton,
  RegenerateButton,
  ThumbsDownButton,
  ThumbsUpButton,
  type MessageCopyButtonProps,
  type MessageToolbarButtonProps,
} from "./assistant-message-toolbar.js";
import type { CodeHighlighter } from "./code-block.js";
import { CopilotChatToolCallsView, type CopilotChatToolCallsViewProps } from "./copilot-chat-tool-calls-view.js";
import { MarkdownRenderer, type MarkdownRendererProps } from "./markdown-renderer.js";
import { cx, renderSlot, type WithSlots } from "../../ui/render-slot.js";
import { ToolbarButton } from "./toolbar-button.js";
import { logCopyFailure, useCopyToClipboard } from "../../hooks/use-copy-to-clipboard.js";

/** The replaceable parts of an assistant message, by the props their defaults take. */
export type CopilotChatAssistantMessageSlots = {
  /** Renders the message's markdown. Default: `MarkdownRenderer`. */
  markdownRenderer: MarkdownRendererProps;
  /** The row of buttons under the message. Default: the built-in toolbar. */
  toolbar: HTMLAttributes<HTMLDivElement>;
  /** Copies the message. Default: the built-in copy button. */
  copyButton: MessageCopyButtonProps;
  /** Shown with `onThumbsUp`. Default: the built-in button. */
  thumbsUpButton: MessageToolbarButtonProps;
  /** Shown with `onThumbsDown`. Default: the built-in button. */
  thumbsDownButton: MessageToolbarButtonProps;
  /** Shown with `onReadAloud` or `readAloud`. Default: the built-in button. */
  readAloudButton: MessageToolbarButtonProps;
  /** Shown with `onRegenerate`. Default: the built-in button. */
  regenerateButton: MessageToolbarButtonProps;
  /** The message's tool calls. Default: `CopilotChatToolCallsView`. */
  toolCallsView: CopilotChatToolCallsViewProps;
};

/** Props of `CopilotChatAssistantMessage`: the message, its streaming state and its toolbar slots. */
export type CopilotChatAssistantMessageProps = WithSlots<
  CopilotChatAssistantMessageSlots,
  {
    message: AssistantMessage;
    /** The conversation; with `isRunning`, tells whether this message is the one streaming. */
    messages?: Message[];
    /** The agent is running (see `messages`). Default: false. */
    isRunning?: boolean;
    /** True while this message is the one streaming (takes precedence over `messages`/`isRunning`). */
    isStreaming?: boolean;
    /** The results of this message's tool calls, in call order (undefined while pending). */
    toolMessages?: ReadonlyArray<ToolMessage | undefined>;
    /** The agent whose tool-call renderers apply. Default: the enclosing chat's agent. */
    agentId?: string;
    /** Each shows its button; it receives the message. */
    onThumbsUp?: (message: AssistantMessage) => void;
    /** Shows the thumbs-down button; it receives the message. Default: none (no button). */
    onThumbsDown?: (message: AssistantMessage) => void;
    /** Shows the regenerate button; it receives the message. Default: none (no button). */
    onRegenerate?: (message: AssistantMessage) => void;
    /** Replaces the built-in reading (see `readAloud`). */
    onReadAloud?: (message: AssistantMessage) => void;
    /**
     * Shows "Read aloud" without `onReadAloud`: `true` reads with the browser's `speechSynthesis`,
     * `{ endpoint }` with a text-to-speech endpoint. (Wingman's; CopilotKit needs `onReadAloud`.)
     */
    readAloud?: boolean | ReadAloudOptions;
    /** Extra toolbar buttons. */
    additionalToolbarItems?: ReactNode;
    /** Show the toolbar (it is hidden anyway while streaming and for an empty message). Default: true. */
    toolbarVisible?: boolean;
    /** Syntax highlighting of code blocks. Default: none (plain code). */
    highlight?: CodeHighlighter;
  } & HTMLAttributes<HTMLDivElement>
>;

const text = (content: unknown) => (typeof content === "string" ? content : "");

/** Reads a message aloud with the built-in voice; `reading` is true until it ends or is stopped. */
function useReadAloud(content: string, options: ReadAloudOptions) {
  const [reading, setReading] = useState(false);
  const handle = useRef<ReadAloudHandle | undefined>(undefined);
  useEffect(() => () => handle.current?.stop(), []);
  const toggle = () => {
    if (handle.current) return handle.current.stop();
    const started = readAloud(content, options);
    handle.current = started;
    setReading(true);
    started.done
      .catch((error: unknown) => console.warn(`[Wingman] Read aloud failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        if (handle.current === started) handle.current = undefined;
        setReading(false);
      });
  };
  return { reading, toggle };
}

/**
 * An assistant reply: markdown, its tool calls, and a toolbar once it is complete: Copy always;
 * Thumbs up/down, Read aloud and Regenerate when their callback or slot is given.
 */
export function CopilotChatAssistantMessage(props: CopilotChatAssistantMessageProps) {
  const {
    message, messages, isRunning, isStreaming, toolMessages, agentId, onThumbsUp, onThumbsDown, onRegenerate, onReadAloud,
    readAloud: readAloudOption, additionalToolbarItems, toolbarVisible, highlight, markdownRenderer, toolbar, copyButton,
    thumbsUpButton, thumbsDownButton, readAloudButton, regenerateButton, toolCallsView, children, className, ...rest
  } = props;
  const content = text(message.content);
  const streaming = isStreaming ?? (isRunning === true && messages?.at(-1)?.id === message.id);
  const { copied, copy } = useCopyToClipboard();
  const speech = useReadAloud(content, typeof readAloudOption === "object" ? readAloudOption : {});
  const showReadAloud = onReadAloud !== undefined || readAloudButton !== undefined || (readAloudOption !== undefined && readAloudOption !== false);

  const parts = {
    markdownRenderer: renderSlot(markdownRenderer, MarkdownRenderer, { content, streaming, ...(highlight && { highlight }) }),
    toolCallsView: renderSlot(toolCallsView, CopilotChatToolCallsView, { message, agentId, ...(toolMessages ? { toolMessages } : { messages: messages ?? [] }) }),
    copyButton: renderSlot(copyButton, AssistantCopyButton, { copied, onClick: () => void copy(content).catch(logCopyFailure) }),
    thumbsUpButton: renderSlot(thumbsUpButton, ThumbsUpButton, { onClick: () => onThumbsUp?.(message) }),
    thumbsDownButton: renderSlot(thumbsDownButton, ThumbsDownButton, { onClick: () => onThumbsDown?.(message) }),
    readAloudButton: renderSlot(readAloudButton, ReadAloudButton, {
      ...(onReadAloud ? {} : { "aria-pressed": speech.reading }),
      onClick: () => (onReadAloud ? onReadAloud(message) : speech.toggle()),
    }),
    regenerateButton: renderSlot(regenerateButton, RegenerateButton, { onClick: () => onRegenerate?.(message) }),
  };
  const toolbarElement = renderSlot(toolbar, AssistantMessageToolbar, {
    children: (
      <>
        {parts.copyButton}
        {(onThumbsUp || thumbsUpButton) && parts.thumbsUpButton}
        {(onThumbsDown || thumbsDownButton) && parts.thumbsDownButton}
        {showReadAloud && parts.readAloudButton}
        {(onRegenerate || regenerateButton) && parts.regenerateButton}
        {additionalToolbarItems}
      </>
    ),
  });
  if (children) return <>{children({ ...props, ...parts, toolbar: toolbarElement, toolbarVisible: toolbarVisible ?? true, children: undefined })}</>;

  const showToolbar = (toolbarVisible ?? true) && content.trim() !== "" && !streaming;
  return (
    <div
      data-testid="copilot-assistant-message"
      {...rest}
      className={cx("wm-message", "wm-message--assistant", className)}
      data-message-id={message.id}
      data-role="assistant"
    >
      {content !== "" && parts.markdownRenderer}
      {(message.toolCalls?.length ?? 0) > 0 && parts.toolCallsView}
      {showToolbar && toolbarElement}
    </div>
  );
}

CopilotChatAssistantMessage.MarkdownRenderer = MarkdownRenderer;
CopilotChatAssistantMessage.Toolbar = AssistantMessageToolbar;
CopilotChatAssistantMessage.ToolbarButton = ToolbarButton;
CopilotChatAssistantMessage.CopyButton = AssistantCopyButton;
CopilotChatAssistantMessage.ThumbsUpButton = ThumbsUpButton;
CopilotChatAssistantMessage.ThumbsDownButton = ThumbsDownButton;
CopilotChatAssistantMessage.ReadAloudButton = ReadAloudButton;
CopilotChatAssistantMessage.RegenerateButton = RegenerateButton;
