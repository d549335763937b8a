import { expect } from "vitest";
import type { DemoChatDriver } from "./demo-conversation-controls.js";

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 55_000, interval: 50 });

/**
 * On a demo page (React or Angular): asks for an approval, reloads the page while its card waits for
 * an answer, and checks that the card says it was not answered (the run that asked ended with the
 * page) and that the conversation takes the next message.
 */
export async function checkApprovalUnansweredAfterReload(driver: Pick<DemoChatDriver, "page" | "chat" | "send" | "waitForIdle">): Promise<void> {
  const { page, chat, send, waitForIdle } = driver;
  await send("Ask for approval to book the venue");
  await chat().getByTestId("approval-card").last().getByRole("button", { name: "Approve" }).waitFor();
  await page.reload();
  await chat().getByTestId("approval-card").last().filter({ hasText: "Not answered" }).waitFor();
  // Counted first: an earlier answer may also name the offline demo model.
  const answers = await chat().locator(".wm-message--assistant").count();
  await send("hello");
  await poll(() => chat().locator(".wm-message--assistant").count()).toBeGreaterThan(answers);
  await chat().locator(".wm-message--assistant").last().filter({ hasText: "offline demo model" }).waitFor();
  await waitForIdle();
}
