import type { ReasoningEncryptedValueEvent } from "@ag-ui/core";
import type { ReducerContext } from "./reducer-context.js";

/** REASONING_ENCRYPTED_VALUE: stores the value on its tool call or message. */
export function applyEncryptedValue(context: ReducerContext, event: ReasoningEncryptedValueEvent): void {
  const { store } = context;
  if (event.subtype === "tool-call") {
    if (!store.readToolCall(event.entityId)) return;
    const call = store.ownToolCall(event.entityId)!;
    call.encryptedValue = event.encryptedValue;
    return;
  }
  const index = store.indexOf(event.entityId);
  if (index === -1 || store.messages[index]!.role === "activity") return;
  (store.ownMessage(index) as { encryptedValue?: string }).encryptedValue = event.encryptedValue;
}
