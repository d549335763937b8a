// @wingman/core/chat: what a chat binding needs besides the client (controllers, labels, markdown,
// attachments, tool cards, dialog focus). Kept off the root entry so that a headless app does not ship it.
export { RendererRegistry, type ScopedRenderer } from "./renderer-registry.js";
export { CopilotChatDefaultLabels, CHAT_LABEL_ALIASES, mergeChatLabels, type CopilotChatLabels } from "./chat-labels.js";
export { parseMarkdown, type MarkdownBlock, type MarkdownListItem } from "../markdown/parse-markdown.js";
export { parseInline, type InlineNode } from "../markdown/parse-inline.js";
export { completePartialMarkdown } from "../markdown/complete-partial-markdown.js";
export {
  DEFAULT_MAX_ATTACHMENT_BYTES,
  acceptsFile,
  attachmentToContentPart,
  contentPartName,
  contentPartUrl,
  fileToContentPart,
  modalityOf,
  readFileAsBase64,
  type Attachment,
  type AttachmentModality,
  type AttachmentSource,
  type AttachmentUploadError,
  type AttachmentUploadErrorReason,
  type AttachmentUploadResult,
  type AttachmentsConfig,
} from "./attachments.js";
export { AttachmentQueue, type AttachmentQueueSnapshot } from "./attachment-queue.js";
export { showImageLightbox } from "./image-lightbox.js";
export { safeUrl } from "../url/safe-url.js";
export { formatToolValue } from "./format-tool-value.js";
export { validateActivityContent } from "./validate-activity-content.js";
export { AgentSnapshot, type AgentSnapshotChange, type AgentSnapshotSource } from "./agent-snapshot.js";
export { ChatController, type ChatControllerOptions, type ChatError, type MessageDeliveryStatus } from "./chat-controller.js";
export { InterruptController, enabledInterrupts } from "./interrupt-controller.js";
export { HumanInTheLoopAnswers } from "./human-in-the-loop-answers.js";
export { configuredTools, type ConfiguredRenderer, type ConfiguredToolsOptions } from "./configured-tools.js";
export { focusDialog, trapDialogFocus } from "./dialog-focus.js";
export { ListWindower, LIST_ROW_KEY_ATTRIBUTE, type ListWindow, type ListWindowerOptions } from "../list-window/index.js";
export { focusComposer } from "./skip-to-composer.js";
export { createChunkLoader, whenIdle, type ChunkLoader, type ChunkLoaderOptions } from "./chunk-loader.js";
export {
  composerEnterAction,
  composerMenuEntries,
  filterSlashCommands,
  slashCommands,
  slashQuery,
  wrapIndex,
  type ToolsMenuAction,
  type ToolsMenuEntry,
  type ToolsMenuItem,
} from "./composer/tools-menu.js";
