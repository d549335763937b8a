// @vitest-environment jsdom
import "./support/setup-angular.js";
import { ChangeDetectionStrategy, Component, input } from "@angular/core";
import type { AssistantMessage } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { CopilotChat } from "../src/index.js";
import { SignalInput } from "../src/ui/signal-input.js";
import { button, renderWithRuntime, sendMessage, waitFor } from "./support/render.js";
import { useScriptedRuntime } from "./support/scripted-runtime.js";

const runtime = useScriptedRuntime();

const renders = new Map<string, number>();

/** An assistant row that counts how often its template runs. */
@Component({
  selector: "test-counting-row",
  standalone: true,
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<div class="counted" [attr.data-id]="message().id">{{ count(message().id) }}{{ message().content }}</div>`,
})
class CountingRow {
  @SignalInput() readonly message = input.required<AssistantMessage>();
  count(id: string): string {
    renders.set(id, (renders.get(id) ?? 0) + 1);
    return "";
  }
}

@Component({ standalone: true, imports: [CopilotChat], template: `<copilot-chat agentId="ticker" [assistantMessage]="row" />` })
class Host {
  readonly row = CountingRow;
}

describe("streaming", () => {
  it("re-renders only the streaming row, at most once per frame-batched notification", async () => {
    const fixture = await renderWithRuntime(runtime.url, Host);
    const root: HTMLElement = fixture.nativeElement;
    await sendMessage(root, "first");
    await waitFor(() => expect(root.querySelector(".counted")?.textContent).toContain("t149"));
    await waitFor(() => expect(button(root, "Send message")).toBeTruthy());
    const firstId = root.querySelector(".counted")!.getAttribute("data-id")!;
    const firstRenders = renders.get(firstId)!;
    expect(firstRenders).toBeLessThan(150);

    await sendMessage(root, "second");
    await waitFor(() => expect(root.querySelectorAll(".counted")[1]?.textContent).toContain("t149"));
    await waitFor(() => expect(button(root, "Send message")).toBeTruthy());
    // The finished reply was not re-rendered while the next one streamed.
    expect(renders.get(firstId)).toBe(firstRenders);
  });
});
