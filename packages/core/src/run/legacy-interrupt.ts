import type { Interrupt } from "@ag-ui/core";

/** The CUSTOM event name of CopilotKit's legacy interrupts (LangGraph's `on_interrupt`). */
export const LEGACY_INTERRUPT_EVENT_NAME = "on_interrupt";

// The interrupts made from legacy events: they are answered with a new run, not an AG-UI resume.
const legacyInterrupts = new WeakSet<Interrupt>();

/**
 * A legacy `on_interrupt` event's value as an interrupt, so one path shows both kinds: `reason` is
 * the event name and `metadata.value` its value (CopilotKit's `event.name` and `event.value`).
 */
export function legacyInterrupt(value: unknown): Interrupt {
  const interrupt: Interrupt = { id: `${LEGACY_INTERRUPT_EVENT_NAME}:${globalThis.crypto.randomUUID()}`, reason: LEGACY_INTERRUPT_EVENT_NAME, metadata: { value } };
  legacyInterrupts.add(interrupt);
  return interrupt;
}

/** Whether `interrupt` came from a legacy `on_interrupt` event (see {@link legacyInterrupt}). */
export function isLegacyInterrupt(interrupt: Interrupt): boolean {
  return legacyInterrupts.has(interrupt);
}

/**
 * The `forwardedProps` of the run that answers a legacy interrupt, as CopilotKit sends them:
 * `command.resume` is the answer and `command.interruptEvent` the event's value.
 */
export function legacyResumeProps(interrupt: Interrupt, answer: unknown): Record<string, unknown> {
  return { command: { resume: answer, interruptEvent: (interrupt.metadata as { value?: unknown } | undefined)?.value } };
}
