"use client";
// Every export is client code (hooks, context, components): a Next.js server layout or page can
// render them, and React Server Components treat this entry as the client boundary.
export { CopilotKitProvider, type CopilotKitProviderProps, type ReactFrontendTool } from "./copilot-kit-provider.js";
export { CopilotKitCoreReact, type CopilotKitCoreReactConfig, type CopilotKitCoreReactSubscriber } from "./copilot-kit-core-react.js";
export { CopilotKitContext, useCopilotKit, type CopilotKitContextValue } from "./copilot-kit-context.js";
export {
  CopilotChatConfigurationProvider,
  useCopilotChatConfiguration,
  useCopilotChatLabels,
  type CopilotChatConfigurationProviderProps,
  type CopilotChatConfigurationValue,
} from "./copilot-chat-configuration.js";
export { CopilotChatDefaultLabels, type CopilotChatLabels } from "@wingman/core/chat";

export { useAgent, UseAgentUpdate, type UseAgentProps } from "./use-agent.js";
export { useAgentSelector, useAgentMessages } from "./use-agent-selector.js";
export { useFrontendTool } from "./use-frontend-tool.js";
export { useHumanInTheLoop, type HumanInTheLoopTool, type HumanInTheLoopTool as ReactHumanInTheLoop } from "./use-human-in-the-loop.js";
export type { HumanInTheLoopRenderProps } from "./human-in-the-loop-renderer.js";
export { useRenderToolCall } from "./use-render-tool-call.js";
export { useRenderTool, useDefaultRenderTool } from "./use-render-tool.js";
export { defineToolCallRenderer } from "./define-tool-call-renderer.js";
export { useComponent, type UseComponentConfig } from "./use-component.js";
export { useCapabilities } from "./use-capabilities.js";
export { DefaultToolCallRenderer } from "./default-tool-call-renderer.js";
export { WildcardToolCallRender } from "./wildcard-tool-call-render.js";
export { useRenderActivityMessage, useActivityMessageRenderer } from "./use-render-activity-message.js";
export { useRenderCustomMessages } from "./use-render-custom-messages.js";
export { useAgentContext, type AgentContextInput, type JsonSerializable } from "./use-agent-context.js";
export { useSuggestions, useConfigureSuggestions } from "./use-suggestions.js";
export {
  useInterrupt,
  type InterruptEvent,
  type InterruptHandlerProps,
  type InterruptRenderProps,
  type UseInterruptOptions,
  type UseInterruptConfig,
} from "./use-interrupt.js";
export { useAttachments, type UseAttachmentsProps, type UseAttachmentsReturn } from "./use-attachments.js";
export { useThreads, type UseThreadsOptions, type UseThreadsInput, type UseThreadsResult, type Thread } from "./use-threads.js";
export { useIsToolCallExecuting } from "./use-executing-tool-call.js";
export { useAudioRecorder, canRecordAudio, type AudioRecorderState } from "./use-audio-recorder.js";

export { CopilotChat, type CopilotChatProps } from "./copilot-chat.js";
export { MCPAppsActivityRenderer, type MCPAppsActivityRendererProps } from "./mcp-apps-activity-renderer.js";
export { CopilotChatView, type CopilotChatViewProps } from "./copilot-chat-view.js";
export { CopilotChatMessageView, type CopilotChatMessageViewProps } from "./copilot-chat-message-view.js";
export {
  CopilotChatAssistantMessage,
  type CopilotChatAssistantMessageProps,
  type CopilotChatAssistantMessageSlots,
} from "./copilot-chat-assistant-message.js";
export { CopilotChatReasoningMessage, type CopilotChatReasoningMessageProps } from "./copilot-chat-reasoning-message.js";
export {
  CopilotChatUserMessage,
  type CopilotChatUserMessageProps,
  type CopilotChatUserMessageSlots,
  type CopilotChatUserMessageOnEditMessageProps,
  type CopilotChatUserMessageOnSwitchToBranchProps,
} from "./copilot-chat-user-message.js";
export { CopilotChatToolCallsView, type CopilotChatToolCallsViewProps } from "./copilot-chat-tool-calls-view.js";
export { ToolCallView, type ToolCallViewProps } from "./tool-call-view.js";
export { CopilotChatInput, type CopilotChatInputProps } from "./copilot-chat-input.js";
export { CopilotChatAudioRecorder, type AudioRecorderRef } from "./copilot-chat-audio-recorder.js";
export { AudioRecorderError } from "@wingman/core/audio";
export type { ToolsMenuItem } from "./tools-menu-item.js";
export {
  CopilotChatSuggestionView,
  CopilotChatSuggestionPill,
  type CopilotChatSuggestionViewProps,
  type CopilotChatSuggestionPillProps,
} from "./copilot-chat-suggestion-view.js";
export { CopilotChatErrorBanner, type CopilotChatErrorBannerProps } from "./copilot-chat-error-banner.js";
export { CopilotChatToggleButton, type CopilotChatToggleButtonProps } from "./copilot-chat-toggle-button.js";
export { ChatIcon as CopilotChatToggleButtonOpenIcon, CloseIcon as CopilotChatToggleButtonCloseIcon } from "./icons.js";
export { CopilotModalHeader, type CopilotModalHeaderProps } from "./copilot-modal-header.js";
export { CopilotSidebar, type CopilotSidebarProps } from "./copilot-sidebar.js";
export { CopilotPopup, type CopilotPopupProps } from "./copilot-popup.js";
export { CopilotKitInspector, type CopilotKitInspectorProps } from "./copilot-kit-inspector.js";
export { CopilotSidebarView, type CopilotSidebarViewProps } from "./copilot-sidebar-view.js";
export { CopilotPopupView, type CopilotPopupViewProps } from "./copilot-popup-view.js";
export { CopilotThreadsList, type CopilotThreadsListProps } from "./copilot-threads-list.js";
export { MarkdownRenderer, type MarkdownRendererProps } from "./markdown-renderer.js";
export { CodeBlock, type CodeBlockProps, type CodeHighlighter } from "./code-block.js";
export { CopyButton, type CopyButtonProps } from "./copy-button.js";
export { completePartialMarkdown } from "@wingman/core/chat";
export { renderSlot, type SlotValue, type WithSlots } from "./render-slot.js";
export {
  acceptsFile,
  fileToContentPart,
  type Attachment,
  type AttachmentModality,
  type AttachmentUploadError,
  type AttachmentUploadErrorReason,
  type AttachmentUploadResult,
  type AttachmentsConfig,
} from "@wingman/core/chat";
export type {
  ActivityMessageRenderProps,
  CustomMessageRenderProps,
  ReactActivityMessageRenderer,
  ReactCustomMessageRenderer,
  ReactCustomMessageRendererPosition,
  ReactToolCallRenderer,
  ToolCallRenderInput,
  ToolCallRenderProps,
} from "./types.js";
// ToolCallStatus (type and value) comes with the core below.

export * from "@wingman/core";
// Theirs re-exports AG-UI's client (HttpAgent, EventType, the event and message types and schemas),
// so an app's `import { HttpAgent } from "@copilotkitnext/react"` keeps resolving here.
export * from "@ag-ui/client";
