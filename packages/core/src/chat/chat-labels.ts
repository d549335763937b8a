/**
 * Every string the chat components show, in English. Each UI binding (React, Angular) takes a
 * partial override through `labels`; the defaults live here so the bindings never drift apart.
 */
export const CopilotChatDefaultLabels = {
  chatInputPlaceholder: "Type a message...",
  chatInputLabel: "Message",
  sendButtonLabel: "Send message",
  stopButtonLabel: "Stop generating",
  addAttachmentsButtonLabel: "Add attachments",
  removeAttachmentLabel: "Remove attachment",
  startTranscribeButtonLabel: "Start voice input",
  finishTranscribeButtonLabel: "Finish voice input",
  cancelTranscribeButtonLabel: "Cancel voice input",
  transcribingLabel: "Transcribing…",
  transcriptionErrorLabel: "Voice input failed. Please try again.",
  copyMessageLabel: "Copy message",
  copiedLabel: "Copied",
  copyCodeLabel: "Copy code",
  messagesLabel: "Conversation",
  skipToComposerLabel: "Skip to message input",
  assistantLabel: "Assistant",
  userLabel: "You",
  thinkingLabel: "Assistant is typing",
  reasoningLabel: "Thinking…",
  reasoningDoneLabel: "Thoughts",
  replyAnnouncementPrefix: "Assistant replied: ",
  welcomeMessageText: "How can I help you today?",
  suggestionsLabel: "Suggestions",
  scrollToBottomLabel: "Scroll to the latest message",
  errorTitle: "Something went wrong",
  retryButtonLabel: "Retry",
  dismissButtonLabel: "Dismiss",
  connectingLabel: "Connecting…",
  modalHeaderTitle: "Assistant",
  closeButtonLabel: "Close",
  chatToggleOpenLabel: "Open chat",
  chatToggleCloseLabel: "Close chat",
  sidebarLabel: "Assistant sidebar",
  toolCallRunning: "Running",
  toolCallDone: "Done",
  toolCallArguments: "Arguments",
  toolCallResult: "Result",
  threadsLabel: "Threads",
  newThreadButtonLabel: "New conversation",
  renameThreadButtonLabel: "Rename",
  deleteThreadButtonLabel: "Delete",
  untitledThread: "Untitled conversation",
  dropFilesLabel: "Drop files here",
  recordingLabel: "Recording…",
  uploadingAttachmentLabel: "Uploading",
  openImageLabel: "Open image",
  closeImageLabel: "Close image",
  branchNavigationLabel: "Versions of this message",
  previousBranchLabel: "Previous version",
  nextBranchLabel: "Next version",
  stoppedLabel: "Stopped",
  waitingForConnectionLabel: "Waiting for connection…",
  notSentLabel: "Not sent",
  editMessageInputLabel: "Edit your message",
  saveEditButtonLabel: "Send",
  cancelEditButtonLabel: "Cancel",
  stopReadAloudLabel: "Stop reading",
  slashCommandsLabel: "Commands",
  noCommandsLabel: "No commands found",
  // CopilotKit's key names. Each of the first ones names the same string as one of ours above
  // (see CHAT_LABEL_ALIASES): setting either key changes it; the rest are strings of theirs
  // with no counterpart of ours yet.
  chatInputToolbarStartTranscribeButtonLabel: "Start voice input",
  chatInputToolbarCancelTranscribeButtonLabel: "Cancel voice input",
  chatInputToolbarFinishTranscribeButtonLabel: "Finish voice input",
  chatInputToolbarAddButtonLabel: "Add attachments",
  assistantMessageToolbarCopyCodeLabel: "Copy code",
  assistantMessageToolbarCopyCodeCopiedLabel: "Copied",
  assistantMessageToolbarCopyMessageLabel: "Copy message",
  userMessageToolbarCopyMessageLabel: "Copy message",
  chatInputToolbarToolsButtonLabel: "Tools",
  assistantMessageToolbarThumbsUpLabel: "Good response",
  assistantMessageToolbarThumbsDownLabel: "Bad response",
  assistantMessageToolbarReadAloudLabel: "Read aloud",
  assistantMessageToolbarRegenerateLabel: "Regenerate reply",
  userMessageToolbarEditMessageLabel: "Edit message",
  chatDisclaimerText: "Replies can be wrong; check what matters.",
};

/** The chat's strings by key (see {@link CopilotChatDefaultLabels}). */
export type CopilotChatLabels = typeof CopilotChatDefaultLabels;

/**
 * CopilotKit's key → our key for the same string. A binding merges labels with
 * {@link mergeChatLabels} so an app written against either name set gets what it asked for.
 */
export const CHAT_LABEL_ALIASES = {
  chatInputToolbarStartTranscribeButtonLabel: "startTranscribeButtonLabel",
  chatInputToolbarCancelTranscribeButtonLabel: "cancelTranscribeButtonLabel",
  chatInputToolbarFinishTranscribeButtonLabel: "finishTranscribeButtonLabel",
  chatInputToolbarAddButtonLabel: "addAttachmentsButtonLabel",
  assistantMessageToolbarCopyCodeLabel: "copyCodeLabel",
  assistantMessageToolbarCopyCodeCopiedLabel: "copiedLabel",
  assistantMessageToolbarCopyMessageLabel: "copyMessageLabel",
  userMessageToolbarCopyMessageLabel: "copyMessageLabel",
} as const satisfies Partial<Record<keyof CopilotChatLabels, keyof CopilotChatLabels>>;

type AliasKey = keyof typeof CHAT_LABEL_ALIASES;

/**
 * `base` with `overrides` on top, keeping aliased keys in step: an override of our key also sets
 * CopilotKit's (unless that one is given too), and an override of CopilotKit's key sets ours when
 * ours has no other alias (`copyMessageLabel` has two, one per message side, so it is left alone).
 */
export function mergeChatLabels(base: CopilotChatLabels, overrides: Partial<CopilotChatLabels> = {}): CopilotChatLabels {
  const merged: CopilotChatLabels = { ...base, ...overrides };
  const ourKeyUses = new Map<string, number>();
  for (const ours of Object.values(CHAT_LABEL_ALIASES)) ourKeyUses.set(ours, (ourKeyUses.get(ours) ?? 0) + 1);
  for (const [theirs, ours] of Object.entries(CHAT_LABEL_ALIASES) as Array<[AliasKey, keyof CopilotChatLabels]>) {
    const theirValue = overrides[theirs];
    const ourValue = overrides[ours];
    if (theirValue === undefined && ourValue !== undefined) merged[theirs] = ourValue;
    if (ourValue === undefined && theirValue !== undefined && ourKeyUses.get(ours) === 1) merged[ours] = theirValue;
  }
  return merged;
}
