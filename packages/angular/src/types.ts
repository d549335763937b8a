import type { TemplateRef, Type } from "@angular/core";
import type { AbstractAgent } from "@ag-ui/client";
import type { ActivityMessage } from "@ag-ui/core";
import type { StandardSchemaV1, ToolCallStatus } from "@wingman/core";

/**
 * Something the chat renders for you: a standalone component (its inputs named like the render
 * props receive them; other props are skipped) or an `<ng-template>` (the props are its context:
 * `let-props` for all of them, or `let-args="args"` for one).
 */
// `Props` documents what is passed; templates from `@ViewChild` are typed loosely, so any TemplateRef fits.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export type Renderable<Props = Record<string, unknown>> = Type<unknown> | TemplateRef<RenderContext<Props>> | TemplateRef<any>;

/** The context of a template given as a {@link Renderable}. */
export type RenderContext<Props> = Props & { $implicit: Props };

/** What a tool-call renderer receives; every render gets the `toolCallId`. */
export type ToolCallRenderProps<Args = Record<string, unknown>> =
  | { name: string; toolCallId: string; agentId: string | undefined; args: Partial<Args>; status: "inProgress"; result: undefined }
  | { name: string; toolCallId: string; agentId: string | undefined; args: Args; status: "executing"; result: undefined }
  | { name: string; toolCallId: string; agentId: string | undefined; args: Args; status: "complete"; result: string };

/** Renders the calls of one tool (or of every tool, with name `"*"`), optionally for one agent. */
export interface AngularToolCallRenderer<Args = Record<string, unknown>> {
  name: string;
  agentId?: string;
  render: Renderable<ToolCallRenderProps<Args>>;
  /** Extra render props computed per call (human-in-the-loop adds `respond` and `description`). */
  extendProps?: (props: ToolCallRenderProps<Args>) => Record<string, unknown>;
}

/** What an activity message renderer receives: the activity's type, content, message and agent. */
export interface ActivityMessageRenderProps<Content = Record<string, unknown>> {
  activityType: string;
  content: Content;
  message: ActivityMessage;
  agent: AbstractAgent | undefined;
}

/** Renders activity messages of one `activityType` (or `"*"`), optionally for one agent. */
export interface AngularActivityMessageRenderer<Content = Record<string, unknown>> {
  activityType: string;
  agentId?: string;
  /** Checked synchronously; content that fails is not rendered (a warning is logged). */
  content?: StandardSchemaV1<unknown, Content>;
  render: Renderable<ActivityMessageRenderProps<Content>>;
}

export type { ToolCallStatus };
