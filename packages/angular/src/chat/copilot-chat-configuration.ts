import { Injectable, InjectionToken, computed, inject, signal, type Provider, type Signal } from "@angular/core";
import { CopilotChatDefaultLabels, type CopilotChatLabels } from "@wingman/core/chat";

const COPILOT_CHAT_LABELS = new InjectionToken<Partial<CopilotChatLabels>>("COPILOT_CHAT_LABELS");

/**
 * Labels for every chat under this injector (application, route or component), merged over the
 * defaults; a chat's own `labels` input wins.
 *
 * @example
 * bootstrapApplication(App, { providers: [provideCopilotChatLabels({ chatInputPlaceholder: "Ask me anything" })] });
 */
export function provideCopilotChatLabels(labels: Partial<CopilotChatLabels>): Provider {
  return { provide: COPILOT_CHAT_LABELS, useValue: labels };
}

/** Hooks on the composers of a chat (see `CopilotKitChatConfig`). */
export interface ChatInputListener {
  onSubmitInput?(text: string): void;
  onChangeInput?(text: string): void;
}

/**
 * Labels, agent and open state of a chat, provided by `copilot-chat`, `copilot-sidebar` and
 * `copilot-popup` for the parts inside them. Labels merge the defaults, provided labels, the
 * parent chat's, then this one's; the agent is this one's, the parent's, else `"default"`.
 */
@Injectable()
export class CopilotChatConfiguration {
  readonly #parent = inject(CopilotChatConfiguration, { optional: true, skipSelf: true });
  readonly #provided = inject(COPILOT_CHAT_LABELS, { optional: true });
  readonly #labels = signal<() => Partial<CopilotChatLabels> | undefined>(() => undefined);
  readonly #agentId = signal<() => string | undefined>(() => undefined);
  readonly #owned = signal<boolean | undefined>(undefined);
  readonly #inputValue = signal<() => string | undefined>(() => undefined);
  readonly #listeners = new Set<ChatInputListener>();

  readonly labels: Signal<CopilotChatLabels> = computed(() => ({
    ...(this.#parent ? this.#parent.labels() : { ...CopilotChatDefaultLabels, ...this.#provided }),
    ...this.#labels()(),
  }));
  readonly agentId: Signal<string> = computed(() => this.#agentId()() ?? this.#parent?.agentId() ?? "default");
  /** The composer's text as set from outside (`copilotkitChatConfig`'s `inputValue`/`value`), if any. */
  readonly inputValue: Signal<string | undefined> = computed(() => this.#inputValue()() ?? this.#parent?.inputValue());
  /** Whether the enclosing popup or sidebar is open. */
  readonly isModalOpen: Signal<boolean> = computed(() => this.#owned() ?? this.#parent?.isModalOpen() ?? false);

  /** Binds this chat's own labels, agent and composer text (read lazily, e.g. from inputs). */
  bind(source: { labels?: () => Partial<CopilotChatLabels> | undefined; agentId?: () => string | undefined; inputValue?: () => string | undefined }): void {
    if (source.labels) this.#labels.set(source.labels);
    if (source.agentId) this.#agentId.set(source.agentId);
    if (source.inputValue) this.#inputValue.set(source.inputValue);
  }

  /** Hears what the composers under this configuration send and type; returns the removal. */
  listen(listener: ChatInputListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** A composer sent `text`: tells this configuration's listeners, then the enclosing ones. */
  notifySubmit(text: string): void {
    for (const listener of this.#listeners) listener.onSubmitInput?.(text);
    this.#parent?.notifySubmit(text);
  }

  /** A composer's text changed (typed by the user). */
  notifyChange(text: string): void {
    for (const listener of this.#listeners) listener.onChangeInput?.(text);
    this.#parent?.notifyChange(text);
  }

  /** Makes this configuration own the open state (popup and sidebar do). */
  ownModal(open: boolean): void {
    this.#owned.set(open);
  }

  setModalOpen(open: boolean): void {
    if (this.#owned() !== undefined || !this.#parent) this.#owned.set(open);
    else this.#parent.setModalOpen(open);
  }
}

/** The nearest chat's labels (the defaults, plus provided labels, outside any chat). */
export function injectChatLabels(): Signal<CopilotChatLabels> {
  const chat = inject(CopilotChatConfiguration, { optional: true });
  if (chat) return chat.labels;
  const provided = inject(COPILOT_CHAT_LABELS, { optional: true });
  const labels = { ...CopilotChatDefaultLabels, ...provided };
  return computed(() => labels);
}
