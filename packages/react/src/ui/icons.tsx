import type { SVGProps } from "react";

/**
 * Each icon carries `lucide lucide-<name>`, the classes of the lucide icon CopilotKit draws at the
 * same place: apps' tests and stylesheets written for CopilotKit's chat select on them (the send
 * button is `svg.lucide-arrow-up`). A `className` given to an icon is added to these.
 */
const Icon = ({ d, name, className, ...props }: SVGProps<SVGSVGElement> & { d: string; name: string }) => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props} className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}>
    <path d={d} />
  </svg>
);

export const SendIcon = () => <Icon name="arrow-up" d="M12 19V5M5 12l7-7 7 7" />;
export const StopIcon = () => <Icon name="square" d="M7 7h10v10H7z" />;
export const CopyIcon = () => <Icon name="copy" d="M9 9h11v11H9zM5 15H4V4h11v1" />;
export const CheckIcon = () => <Icon name="check" d="M5 12l5 5L20 7" />;
/** The close (×) icon; exported as `CopilotChatToggleButtonCloseIcon`. */
export const CloseIcon = (props: SVGProps<SVGSVGElement>) => <Icon name="x" d="M6 6l12 12M18 6L6 18" {...props} />;
/** The chat bubble icon; exported as `CopilotChatToggleButtonOpenIcon`. */
export const ChatIcon = (props: SVGProps<SVGSVGElement>) => <Icon name="message-circle" d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" {...props} />;
export const PaperclipIcon = () => <Icon name="paperclip" d="M21 11l-8.5 8.5a5 5 0 0 1-7-7L14 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 7" />;
export const MicIcon = () => <Icon name="mic" d="M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3" />;
export const ArrowDownIcon = () => <Icon name="arrow-down" d="M12 5v14M5 12l7 7 7-7" />;
export const PlusIcon = () => <Icon name="plus" d="M12 5v14M5 12h14" />;
export const ThumbsUpIcon = () => <Icon name="thumbs-up" d="M7 10v11H3V10zM7 10l4-8a3 3 0 0 1 3 3v4h6a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.6 21H7" />;
export const ThumbsDownIcon = () => <Icon name="thumbs-down" d="M17 14V3h4v11zM17 14l-4 8a3 3 0 0 1-3-3v-4H4a2 2 0 0 1-2-2.3l1.4-8A2 2 0 0 1 5.4 3H17" />;
export const SpeakerIcon = () => <Icon name="volume-2" d="M11 5L6 9H2v6h4l5 4zM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />;
export const RegenerateIcon = () => <Icon name="refresh-cw" d="M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5" />;
export const EditIcon = () => <Icon name="pencil" d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />;
export const ChevronLeftIcon = () => <Icon name="chevron-left" d="M15 18l-6-6 6-6" />;
export const ChevronRightIcon = () => <Icon name="chevron-right" d="M9 18l6-6-6-6" />;
