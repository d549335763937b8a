export { provideCopilotKit, injectCopilotKit } from "./provider/provide-copilot-kit.js";
export { CopilotKit, type RuntimeUpdate } from "./provider/copilot-kit.js";
export { COPILOT_KIT_CONFIG, type CopilotKitConfig, type AngularFrontendTool } from "./provider/copilot-kit-config.js";
export {
  CopilotChatConfiguration,
  injectChatLabels,
  provideCopilotChatLabels,
  type ChatInputListener,
} from "./chat/copilot-chat-configuration.js";

export { injectAgentStore, type AgentStore, type AgentStoreOptions } from "./agent/inject-agent-store.js";
export { registerFrontendTool, attachFrontendTool } from "./tools/register-frontend-tool.js";
export { registerHumanInTheLoop, attachHumanInTheLoop } from "./tools/register-human-in-the-loop.js";
export type { HumanInTheLoopTool } from "./tools/human-in-the-loop-tool.js";
export * from "./directives/index.js";
export type { HumanInTheLoopRenderProps } from "./tools/human-in-the-loop-renderer.js";
export { registerRenderToolCall, registerRenderActivityMessage } from "./tools/register-render-tool-call.js";
export { connectAgentContext, CopilotkitAgentContext, type AgentContextInput } from "./agent/agent-context.js";
export { injectSuggestions, registerSuggestions, type SuggestionsStore } from "./agent/suggestions.js";
export { injectThreads, type ThreadsOptions, type ThreadsStore } from "./threads/inject-threads.js";
export { injectInterrupt, type InterruptOptions, type InterruptStore } from "./agent/inject-interrupt.js";

export { CopilotChat, type CopilotChatError } from "./chat/copilot-chat.js";
export { CopilotChatMessageView } from "./chat/messages/copilot-chat-message-view.js";
export { CopilotChatAssistantMessage } from "./chat/messages/copilot-chat-assistant-message.js";
export { CopilotChatUserMessage } from "./chat/messages/copilot-chat-user-message.js";
export { CopilotLightboxImage } from "./chat/messages/copilot-lightbox-image.js";
export { CopilotChatReasoningMessage } from "./chat/messages/copilot-chat-reasoning-message.js";
export { CopilotChatToolCallsView, CopilotToolCallView } from "./tools/tool-call-view.js";
export { CopilotActivityMessageView } from "./chat/messages/activity-message-view.js";
export { MCPAppsActivityRenderer } from "./mcp-apps/mcp-apps-activity-renderer.js";
export { CopilotDefaultToolCallRenderer } from "./tools/default-tool-call-renderer.js";
export { CopilotChatInput, type CopilotChatInputMessage } from "./chat/input/copilot-chat-input.js";
export { CopilotChatSuggestionView } from "./chat/suggestions/copilot-chat-suggestion-view.js";
export { CopilotChatErrorBanner } from "./chat/copilot-chat-error-banner.js";
export { CopilotChatToggleButton } from "./chat/shells/copilot-chat-toggle-button.js";
export { CopilotModalHeader } from "./chat/shells/copilot-modal-header.js";
export { CopilotSidebar } from "./chat/shells/copilot-sidebar.js";
export { CopilotPopup } from "./chat/shells/copilot-popup.js";
// The bases the chat and its shells declare their inputs on: public because their declarations extend them.
export { ChatShellInputs } from "./chat/shells/chat-shell-inputs.js";
export { ChatShell } from "./chat/shells/chat-shell.js";
export { CopilotThreadsList } from "./threads/copilot-threads-list.js";
export { CopilotMarkdown, CopilotCodeBlock, provideCodeHighlighter, type CodeHighlighter } from "./chat/markdown/markdown-renderer.js";
export { CopilotCopyButton } from "./chat/messages/copy-button.js";
export { CopilotIcon } from "./ui/icons.js";
export { CopilotRender } from "./ui/copilot-render.js";
export { CopilotStickToBottom } from "./chat/stick-to-bottom.js";
export type {
  ActivityMessageRenderProps,
  AngularActivityMessageRenderer,
  AngularToolCallRenderer,
  Renderable,
  RenderContext,
  ToolCallRenderProps,
  ToolCallStatus,
} from "./types.js";

export * from "@wingman/core";
