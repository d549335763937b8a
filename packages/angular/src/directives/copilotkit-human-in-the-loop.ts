import { Directive, computed, effect, inject, input, linkedSignal, output, untracked } from "@angular/core";
import { type FrontendTool, type FrontendToolHandlerContext } from "@wingman/core";
import { HumanInTheLoopAnswers } from "@wingman/core/chat";
import { CopilotKit } from "../provider/copilot-kit.js";
import type { HumanInTheLoopRenderProps } from "../tools/human-in-the-loop-renderer.js";
import type { HumanInTheLoopTool } from "../tools/human-in-the-loop-tool.js";
import { attachHumanInTheLoop } from "../tools/register-human-in-the-loop.js";
import { SignalInput } from "../ui/signal-input.js";
import { SignalOutput } from "../ui/signal-output.js";
import type { Renderable, ToolCallStatus } from "../types.js";

type Args = Record<string, unknown>;

/**
 * `registerHumanInTheLoop` as a template directive (CopilotKit's `[copilotkitHumanInTheLoop]`):
 * the tool lives as long as the element (and while `enabled`); `render` shows each call with a
 * `respond`, and the directive reports the calls through its outputs. `respond(result)` answers the
 * oldest waiting call from code.
 *
 * @example
 * <div copilotkitHumanInTheLoop name="approve" description="Asks for approval" [parameters]="schema"
 *      [render]="approvalCard" [(status)]="approvalStatus" (responseProvided)="log($event)"></div>
 */
@Directive({ selector: "[copilotkitHumanInTheLoop]", standalone: true, exportAs: "copilotkitHumanInTheLoop" })
export class CopilotKitHumanInTheLoop {
  @SignalInput() readonly copilotkitHumanInTheLoop = input<Partial<HumanInTheLoopTool<any>> | "" | undefined>(undefined);
  @SignalInput() readonly name = input<string | undefined>(undefined);
  @SignalInput() readonly description = input<string | undefined>(undefined);
  @SignalInput() readonly parameters = input<FrontendTool<any>["parameters"]>(undefined);
  @SignalInput() readonly render = input<Renderable<HumanInTheLoopRenderProps<any>> | undefined>(undefined);
  @SignalInput() readonly agentId = input<string | undefined>(undefined);
  /** Default true; false unregisters the tool. */
  @SignalInput() readonly enabled = input<boolean>(true);
  /** The latest call's status; two-way with `statusChange` (`[(status)]`). */
  @SignalInput() readonly status = input<ToolCallStatus>("inProgress");

  @SignalOutput() readonly statusChange = output<ToolCallStatus>();
  /** The user's answer, once given. */
  @SignalOutput() readonly responseProvided = output<unknown>();
  /** A call started waiting for the user: its arguments. */
  @SignalOutput() readonly executionStarted = output<Args>();
  /** A call was answered: the answer (sent to the agent as the tool's result). */
  @SignalOutput() readonly executionCompleted = output<unknown>();

  /** The latest call's status as the directive saw it (starts from the `status` input). */
  readonly currentStatus = linkedSignal(() => this.status());
  readonly #answers = new HumanInTheLoopAnswers();
  readonly #waiting: string[] = [];

  readonly #tool = computed((): HumanInTheLoopTool<Args> | undefined => {
    const whole = this.copilotkitHumanInTheLoop() || {};
    const name = whole.name ?? this.name();
    const render = whole.render ?? this.render();
    if (!name || !render) return undefined;
    const optional = { description: whole.description ?? this.description(), parameters: whole.parameters ?? this.parameters(), agentId: whole.agentId ?? this.agentId() };
    return { ...whole, name, render, ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)) };
  });

  constructor() {
    const copilotkit = inject(CopilotKit);
    effect((onCleanup) => {
      if (!this.enabled()) return;
      const tool = this.#tool();
      if (!tool) {
        console.warn('copilotkitHumanInTheLoop: no tool registered: "name" and "render" are required');
        return;
      }
      onCleanup(untracked(() => attachHumanInTheLoop(copilotkit, tool, this.#answers, (args, context) => this.#wait(args, context))));
    });
  }

  /** Answers the oldest call still waiting for the user; false when none waits. */
  respond(result: unknown): boolean {
    const toolCallId = this.#waiting[0];
    const answer = toolCallId === undefined ? undefined : this.#answers.respondTo(toolCallId, "executing");
    answer?.(result);
    return answer !== undefined;
  }

  async #wait(args: Args, context: FrontendToolHandlerContext): Promise<unknown> {
    this.#waiting.push(context.toolCall.id);
    this.#setStatus("executing");
    this.executionStarted.emit(args);
    try {
      const result = await this.#answers.handler(args, context);
      this.#setStatus("complete");
      this.responseProvided.emit(result);
      this.executionCompleted.emit(result);
      return result;
    } finally {
      this.#waiting.splice(this.#waiting.indexOf(context.toolCall.id), 1);
    }
  }

  #setStatus(status: ToolCallStatus): void {
    this.currentStatus.set(status);
    this.statusChange.emit(status);
  }
}

/**
 * Gives a template a `respond` to call (CopilotKit's `[copilotkitHumanInTheLoopRespond]`):
 * `<div [copilotkitHumanInTheLoopRespond]="respond" #answer="copilotkitHumanInTheLoopRespond"><button (click)="answer.respond('yes')">`.
 */
@Directive({ selector: "[copilotkitHumanInTheLoopRespond]", standalone: true, exportAs: "copilotkitHumanInTheLoopRespond" })
export class CopilotKitHumanInTheLoopRespond {
  @SignalInput() readonly copilotkitHumanInTheLoopRespond = input<((result: unknown) => unknown) | undefined>(undefined);

  respond(result: unknown): void {
    this.copilotkitHumanInTheLoopRespond()?.(result);
  }
}
