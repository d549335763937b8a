// What the bindings' browser test pages share. Runs in the page: nothing here may load Node modules.
export { longConversation } from "./long-conversation.js";
export { testPageAttachments, type RecordedUploadFailure, type TestPageAttachmentsConfig } from "./test-page-attachments.js";
