import type { CopilotChatLabels } from "@wingman/core/chat";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { useCopilotChatLabels } from "../copilot-chat-configuration.js";
import { cx } from "../../ui/render-slot.js";

export type ToolbarButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The button's accessible name and its tooltip (shown on hover and on keyboard focus). */
  title: string;
  children: ReactNode;
};

/**
 * An icon button of a message toolbar. The tooltip is CSS (`data-tooltip`), not the native
 * `title`, so keyboard users see it too and screen readers don't hear the name twice.
 */
export function ToolbarButton({ title, className, children, ...rest }: ToolbarButtonProps) {
  return (
    <button type="button" aria-label={title} {...rest} className={cx("wm-icon-button", "wm-tooltip", className)} data-tooltip={title}>
      {children}
    </button>
  );
}

export type MessageToolbarButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { "data-testid"?: string };

/**
 * A default toolbar button: CopilotKit's test id, a name from the labels (a given `title` wins)
 * and an icon, both of which may depend on the props (e.g. "Copied").
 */
export function labelledToolbarButton<Props extends MessageToolbarButtonProps>(
  testId: string,
  name: (labels: CopilotChatLabels, props: Props) => string,
  icon: (props: Props) => ReactNode,
  omit: ReadonlyArray<keyof Props> = [],
) {
  return function LabelledToolbarButton(props: Props) {
    const labels = useCopilotChatLabels();
    const { title, ...rest } = props;
    for (const key of omit) delete (rest as Partial<Props>)[key];
    return (
      <ToolbarButton data-testid={testId} {...rest} title={title ?? name(labels, props)}>
        {icon(props)}
      </ToolbarButton>
    );
  };
}
