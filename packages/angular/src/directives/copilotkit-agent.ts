import { Directive, computed, effect, inject, input, output, signal, untracked, type Signal } from "@angular/core";
import type { AbstractAgent, AgentSubscriber } from "@ag-ui/client";
import { CopilotKit } from "../provider/copilot-kit.js";
import { SignalInput } from "../ui/signal-input.js";
import { SignalOutput } from "../ui/signal-output.js";

type Params<Callback extends keyof AgentSubscriber> = Parameters<NonNullable<AgentSubscriber[Callback]>>[0];

/**
 * Follows one agent from a template (CopilotKit's `[copilotkitAgent]`): emits the agent when it
 * changes (a provisional stand-in until the runtime answered, then the runtime's), whether it is
 * running, and its messages, state and run events as the agent reports them. The agent id is the
 * directive's value or `agentId` (default `"default"`); `agent` and `running` are also signals.
 *
 * @example
 * <div copilotkitAgent="support" (runningChange)="busy.set($event)" (messagesChange)="log($event.messages)"></div>
 * <div copilotkitAgent #agent="copilotkitAgent">@if (agent.running()) { Working… }</div>
 */
@Directive({ selector: "[copilotkitAgent]", standalone: true, exportAs: "copilotkitAgent" })
export class CopilotKitAgent {
  @SignalInput() readonly copilotkitAgent = input<string | undefined>(undefined);
  @SignalInput() readonly agentId = input<string | undefined>(undefined);

  @SignalOutput() readonly agentChange = output<AbstractAgent | undefined>();
  @SignalOutput() readonly runningChange = output<boolean>();
  @SignalOutput() readonly messagesChange = output<Params<"onMessagesChanged">>();
  @SignalOutput() readonly stateChange = output<Params<"onStateChanged">>();
  @SignalOutput() readonly runInitialized = output<Params<"onRunInitialized">>();
  @SignalOutput() readonly runFinalized = output<Params<"onRunFinalized">>();
  @SignalOutput() readonly runFailed = output<Params<"onRunFailed">>();

  readonly #copilotkit = inject(CopilotKit);
  readonly #running = signal(false);
  /** The followed agent. */
  readonly agent: Signal<AbstractAgent> = computed(() => this.#copilotkit.resolveAgent(this.copilotkitAgent() || this.agentId() || "default").agent);
  /** Whether the agent is running a run now. */
  readonly running: Signal<boolean> = this.#running.asReadonly();

  constructor() {
    effect((onCleanup) => {
      const agent = this.agent();
      untracked(() => {
        this.agentChange.emit(agent);
        const setRunning = (running: boolean) => {
          if (this.#running() === running) return;
          this.#running.set(running);
          this.runningChange.emit(running);
        };
        setRunning(agent.isRunning);
        const subscription = agent.subscribe({
          onMessagesChanged: (params) => this.messagesChange.emit(params),
          onStateChanged: (params) => this.stateChange.emit(params),
          onRunInitialized: (params) => {
            setRunning(true);
            this.runInitialized.emit(params);
          },
          onRunFinalized: (params) => {
            setRunning(false);
            this.runFinalized.emit(params);
          },
          onRunFailed: (params) => {
            setRunning(false);
            this.runFailed.emit(params);
          },
        });
        onCleanup(() => subscription.unsubscribe());
      });
    });
  }
}
