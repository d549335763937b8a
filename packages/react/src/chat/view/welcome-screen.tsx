import type { HTMLAttributes, ReactElement } from "react";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { cx, renderSlot, type WithSlots } from "../../ui/render-slot.js";

/** Props of `CopilotChatView.WelcomeScreen`: the composer and suggestions to place, and the message slot. */
export type WelcomeScreenProps = WithSlots<
  {
    /** The heading. Default: `WelcomeMessage`, the `welcomeMessageText` label. */
    welcomeMessage: HTMLAttributes<HTMLDivElement>;
  },
  {
    /** The composer, placed under the heading. */
    input: ReactElement;
    /** The suggestions, placed with the composer. */
    suggestionView: ReactElement;
  } & HTMLAttributes<HTMLDivElement>
>;

/** The welcome heading (`welcomeMessageText`). */
export function WelcomeMessage({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const labels = useCopilotChatLabels();
  return (
    <h2 {...rest} className={cx("wm-welcome__title", className)}>
      {labels.welcomeMessageText}
    </h2>
  );
}

/** Shown while there are no messages: the welcome heading with the composer and the suggestions centred under it. */
export function WelcomeScreen({ welcomeMessage, input, suggestionView, className, children, ...rest }: WelcomeScreenProps) {
  const message = renderSlot(welcomeMessage, WelcomeMessage, {});
  if (children) {
    return <div style={{ display: "contents" }}>{children({ welcomeMessage: message, input, suggestionView, className, ...rest })}</div>;
  }
  return (
    <div {...rest} className={cx("wm-welcome", className)} data-testid="copilot-welcome-screen">
      {message}
      <div className="wm-welcome__input">{input}</div>
      <div className="wm-welcome__suggestions">{suggestionView}</div>
    </div>
  );
}
