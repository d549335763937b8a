import { CopilotChat } from "@wingman/react";
import { OffsitePlanner } from "../components/offsite-planner";

/**
 * A server component. `?thread=` names the conversation, so a reload comes back to it (and to the
 * rest of an answer still streaming).
 */
export default async function Page({ searchParams }: { searchParams: Promise<{ thread?: string }> }) {
  const { thread } = await searchParams;
  return (
    <main className="page">
      <OffsitePlanner />
      <section className="chat" aria-label="Copilot">
        <CopilotChat {...(thread !== undefined && { threadId: thread })} />
      </section>
    </main>
  );
}
