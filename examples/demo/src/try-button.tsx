import { useAgent, UseAgentUpdate } from "@wingman/react";
import { useSendMessage } from "./use-send-message.js";

/** A phrase the offline demo model understands, sent to the chat on click. */
export function TryButton({ message }: { message: string }) {
  const send = useSendMessage();
  const { agent } = useAgent({ updates: [UseAgentUpdate.OnRunStatusChanged] });
  return (
    <button type="button" className="try" disabled={agent.isRunning} onClick={() => send(message)} title="Send this to the copilot">
      <span className="try__label">Try</span> “{message}”
    </button>
  );
}
