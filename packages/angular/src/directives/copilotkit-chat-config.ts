import { DestroyRef, Directive, inject, input, output } from "@angular/core";
import type { CopilotChatLabels } from "@wingman/core/chat";
import { CopilotChatConfiguration } from "../chat/copilot-chat-configuration.js";
import { SignalInput } from "../ui/signal-input.js";
import { SignalOutput } from "../ui/signal-output.js";

/** What `[copilotkitChatConfig]` takes as one object. */
export interface CopilotChatConfigurationInput {
  /** Labels over the defaults (`CopilotChatDefaultLabels`); inner chats' own `labels` win. Default: none. */
  labels?: Partial<CopilotChatLabels>;
  /** The composer's text, for a controlled composer. Default: unset (the composer keeps its own). */
  inputValue?: string;
  /** Called with the text the user sends. Default: none. */
  onSubmitInput?: (text: string) => void;
  /** Called with the composer's text on every change. Default: none. */
  onChangeInput?: (text: string) => void;
}

/**
 * Configures the chats inside an element (CopilotKit's `[copilotkitChatConfig]`): their labels,
 * the composer's text (`inputValue`, or two-way `[(value)]`), and what the user sends and types
 * (`submitInput`, `changeInput`). Inner chats' own `labels` win over these.
 *
 * @example
 * <section copilotkitChatConfig [labels]="{ chatInputPlaceholder: 'Ask away' }" [(value)]="draft" (submitInput)="sent($event)">
 *   <copilot-chat />
 * </section>
 */
@Directive({ selector: "[copilotkitChatConfig]", standalone: true, providers: [CopilotChatConfiguration] })
export class CopilotKitChatConfig {
  @SignalInput() readonly copilotkitChatConfig = input<CopilotChatConfigurationInput | "" | undefined>(undefined);
  @SignalInput() readonly labels = input<Partial<CopilotChatLabels> | undefined>(undefined);
  @SignalInput() readonly inputValue = input<string | undefined>(undefined);
  @SignalInput() readonly value = input<string | undefined>(undefined);

  @SignalOutput() readonly submitInput = output<string>();
  @SignalOutput() readonly changeInput = output<string>();
  @SignalOutput() readonly valueChange = output<string | undefined>();

  constructor() {
    const configuration = inject(CopilotChatConfiguration, { self: true });
    const whole = () => this.copilotkitChatConfig() || undefined;
    configuration.bind({
      labels: () => ({ ...whole()?.labels, ...this.labels() }),
      inputValue: () => this.value() ?? this.inputValue() ?? whole()?.inputValue,
    });
    const stopListening = configuration.listen({
      onSubmitInput: (text) => {
        this.submitInput.emit(text);
        whole()?.onSubmitInput?.(text);
      },
      onChangeInput: (text) => {
        this.changeInput.emit(text);
        this.valueChange.emit(text);
        whole()?.onChangeInput?.(text);
      },
    });
    inject(DestroyRef).onDestroy(stopListening);
  }
}
