import type { HTMLAttributes } from "react";
import type { AudioRecorderRef } from "../../voice/copilot-chat-audio-recorder.js";
import { lazyPart, lazyRefPart } from "../../ui/lazy-part.js";

// Parts most chats never show load the first time they render: the attachments queue and
// previews (composers that take attachments), the "+" menu, the slash commands, voice input.
const loadAttachments = () => import("./attachments-bridge.js");
export const AttachmentsBridge = lazyPart(() => loadAttachments().then((module) => module.AttachmentsBridge));
export const AttachmentPreviews = lazyPart(() => loadAttachments().then((module) => module.AttachmentPreviews));
export const AddMenuButton = lazyPart(() => import("./add-menu-button.js").then((module) => module.AddMenuButton));
export const SlashMenu = lazyPart(() => import("./slash-menu.js").then((module) => module.SlashMenu));
const loadVoice = () => import("./voice-buttons.js");
export const StartTranscribeButton = lazyPart(() => loadVoice().then((module) => module.StartTranscribeButton));
export const CancelTranscribeButton = lazyPart(() => loadVoice().then((module) => module.CancelTranscribeButton));
export const FinishTranscribeButton = lazyPart(() => loadVoice().then((module) => module.FinishTranscribeButton));
export const ChatInputToolbarButton = lazyPart(() => loadVoice().then((module) => module.ChatInputToolbarButton));
// Driven by the composer through its ref.
export const AudioRecorder = lazyRefPart<AudioRecorderRef, HTMLAttributes<HTMLDivElement>>(() =>
  import("../../voice/copilot-chat-audio-recorder.js").then((module) => module.CopilotChatAudioRecorder),
);
