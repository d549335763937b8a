"use client";
// Every export is client code (hooks, context, components): a Next.js server layout or page can
// render them, and React Server Components treat this entry as the client boundary.
export { CopilotKitProvider, type CopilotKitProviderProps, type ReactFrontendTool } from "./provider/copilot-kit-provider.js";
export { CopilotKitCoreReact, type CopilotKitCoreReactConfig, type CopilotKitCoreReactSubscriber } from "./provider/copilot-kit-core-react.js";
export { CopilotKitContext, useCopilotKit, type CopilotKitContextValue } from "./provider/copilot-kit-context.js";
export {
  CopilotChatConfigurationProvider,
  useCopilotChatConfiguration,
  useCopilotChatLabels,
  type CopilotChatConfigurationProviderProps,
  type CopilotChatConfigurationValue,
} from "./chat/copilot-chat-configuration.js";
export { CopilotChatDefaultLabels, type CopilotChatLabels } from "@wingman/core/chat";

export { useAgent, UseAgentUpdate, type UseAgentProps } from "./hooks/use-agent.js";
export { useAgentSelector, useAgentMessages } from "./hooks/use-agent-selector.js";
export { useFrontendTool } from "./tools/use-frontend-tool.js";
export { useHumanInTheLoop, type HumanInTheLoopTool, type HumanInTheLoopTool as ReactHumanInTheLoop } from "./tools/use-human-in-the-loop.js";
export type { HumanInTheLoopRenderProps } from "./tools/human-in-the-loop-renderer.js";
export { useRenderToolCall } from "./tools/use-render-tool-call.js";
export { useRenderTool, useDefaultRenderTool } from "./tools/use-render-tool.js";
export { defineToolCallRenderer } from "./tools/define-tool-call-renderer.js";
export { useComponent, type UseComponentConfig } from "./tools/use-component.js";
export { useCapabilities } from "./hooks/use-capabilities.js";
export { DefaultToolCallRenderer } from "./tools/default-tool-call-renderer.js";
export { WildcardToolCallRender } from "./tools/wildcard-tool-call-render.js";
export { useRenderActivityMessage, useActivityMessageRenderer } from "./custom-messages/use-render-activity-message.js";
export { useRenderCustomMessages } from "./custom-messages/use-render-custom-messages.js";
export { useAgentContext, type AgentContextInput, type JsonSerializable } from "./hooks/use-agent-context.js";
export { useSuggestions, useConfigureSuggestions } from "./hooks/use-suggestions.js";
export {
  useInterrupt,
  type InterruptEvent,
  type InterruptHandlerProps,
  type InterruptRenderProps,
  type UseInterruptOptions,
  type UseInterruptConfig,
} from "./hooks/use-interrupt.js";
export { useAttachments, type UseAttachmentsProps, type UseAttachmentsReturn } from "./attachments/use-attachments.js";
export { useThreads, type UseThreadsOptions, type UseThreadsInput, type UseThreadsResult, type Thread } from "./threads/use-threads.js";
export { useIsToolCallExecuting } from "./tools/use-executing-tool-call.js";
export { useAudioRecorder, canRecordAudio, type AudioRecorderState } from "./voice/use-audio-recorder.js";

export { CopilotChat, type CopilotChatProps } from "./chat/copilot-chat.js";
export { MCPAppsActivityRenderer, type MCPAppsActivityRendererProps } from "./mcp-apps/mcp-apps-activity-renderer.js";
export {
  CopilotChatView,
  type CopilotChatViewProps,
  type CopilotChatViewSlots,
  type CopilotChatViewRestProps,
  type ScrollViewProps,
  type WelcomeScreenProps,
} from "./chat/copilot-chat-view.js";
export { CopilotChatMessageView, type CopilotChatMessageViewProps } from "./chat/messages/copilot-chat-message-view.js";
export {
  CopilotChatAssistantMessage,
  type CopilotChatAssistantMessageProps,
  type CopilotChatAssistantMessageSlots,
} from "./chat/messages/copilot-chat-assistant-message.js";
export {
  CopilotChatReasoningMessage,
  type CopilotChatReasoningMessageProps,
  type CopilotChatReasoningMessageSlots,
  type ReasoningContentProps,
  type ReasoningHeaderProps,
  type ReasoningToggleProps,
} from "./chat/messages/copilot-chat-reasoning-message.js";
export {
  CopilotChatUserMessage,
  type CopilotChatUserMessageProps,
  type CopilotChatUserMessageSlots,
  type CopilotChatUserMessageOnEditMessageProps,
  type CopilotChatUserMessageOnSwitchToBranchProps,
} from "./chat/messages/copilot-chat-user-message.js";
export { CopilotChatToolCallsView, type CopilotChatToolCallsViewProps } from "./chat/messages/copilot-chat-tool-calls-view.js";
export { ToolCallView, type ToolCallViewProps } from "./tools/tool-call-view.js";
export {
  CopilotChatInput,
  type CopilotChatInputProps,
  type CopilotChatInputMode,
  type CopilotChatInputSlots,
  type CopilotChatInputRestProps,
  type CopilotChatInputChildrenArgs,
} from "./chat/input/copilot-chat-input.js";
export { CopilotChatAudioRecorder, type AudioRecorderRef } from "./voice/copilot-chat-audio-recorder.js";
export { AudioRecorderError } from "@wingman/core/audio";
export type { ToolsMenuItem } from "@wingman/core/chat";
export {
  CopilotChatSuggestionView,
  CopilotChatSuggestionPill,
  type CopilotChatSuggestionViewProps,
  type CopilotChatSuggestionPillProps,
} from "./chat/suggestions/copilot-chat-suggestion-view.js";
export { CopilotChatErrorBanner, type CopilotChatErrorBannerProps } from "./chat/copilot-chat-error-banner.js";
export { CopilotChatToggleButton, type CopilotChatToggleButtonProps } from "./chat/shells/copilot-chat-toggle-button.js";
export { ChatIcon as CopilotChatToggleButtonOpenIcon, CloseIcon as CopilotChatToggleButtonCloseIcon } from "./ui/icons.js";
export { CopilotModalHeader, type CopilotModalHeaderProps } from "./chat/shells/copilot-modal-header.js";
export { CopilotSidebar, type CopilotSidebarProps } from "./chat/shells/copilot-sidebar.js";
export { CopilotPopup, type CopilotPopupProps } from "./chat/shells/copilot-popup.js";
export { CopilotKitInspector, type CopilotKitInspectorProps } from "./provider/copilot-kit-inspector.js";
export { CopilotSidebarView, type CopilotSidebarViewProps } from "./chat/shells/copilot-sidebar-view.js";
export { CopilotPopupView, type CopilotPopupViewProps } from "./chat/shells/copilot-popup-view.js";
export { CopilotThreadsList, type CopilotThreadsListProps } from "./threads/copilot-threads-list.js";
export { MarkdownRenderer, type MarkdownRendererProps } from "./chat/messages/markdown-renderer.js";
export { CodeBlock, type CodeBlockProps, type CodeHighlighter } from "./chat/messages/code-block.js";
export { CopyButton, type CopyButtonProps } from "./chat/messages/copy-button.js";
export { completePartialMarkdown } from "@wingman/core/chat";
export { renderSlot, type SlotValue, type WithSlots } from "./ui/render-slot.js";
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
