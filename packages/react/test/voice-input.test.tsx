// @vitest-environment jsdom
import "./setup-act.js";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { createRef } from "react";
import { userEvent } from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CopilotKitCore } from "@wingman/core";
import { AudioRecorderError, CopilotChat, CopilotChatAudioRecorder, CopilotKitProvider, useCopilotKit, type AudioRecorderRef } from "../src/index.js";
import { installFakeMicrophone, removeFakeMicrophone } from "./support/fake-microphone.js";
import { installDomShims, renderWithRuntime } from "./support/render-with-runtime.js";
import { startScriptedRuntime, type ScriptedRuntime } from "./support/scripted-runtime.js";

let runtime: ScriptedRuntime;
// jsdom's FormData cannot travel through Node's fetch, so the page talks to a single-route runtime
// (JSON with base64 audio); the multipart REST form is covered by the core's integration test.
let single: ScriptedRuntime;

// jsdom has no MediaRecorder: a fake microphone records; the recording goes to the real /transcribe.

beforeAll(async () => {
  installDomShims();
  [runtime, single] = await Promise.all([startScriptedRuntime(), startScriptedRuntime("single-route")]);
});
afterAll(() => Promise.all([runtime.close(), single.close()]));
afterEach(() => {
  cleanup();
  removeFakeMicrophone();
});

describe("voice input", () => {
  it("is offered only when the runtime can transcribe and the browser can record", async () => {
    let core: CopilotKitCore | undefined;
    function Chat() {
      core = useCopilotKit().copilotkit;
      return <CopilotChat />;
    }
    const view = renderWithRuntime(runtime.url, <Chat />);
    const rendered = core;
    await waitFor(() => expect((screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement).disabled).toBe(true));
    // The runtime said it can transcribe; a render after that shows what the chat decided (jsdom cannot record).
    await waitFor(() => expect(core!.isTranscriptionAvailable).toBe(true));
    view.rerender(
      <CopilotKitProvider runtimeUrl={runtime.url}>
        <Chat />
      </CopilotKitProvider>,
    );
    expect(core).toBe(rendered);
    // The button's code loads on its first render: once this import (started later) is in, a button offered would show.
    await act(async () => {
      await import("../src/chat/input/voice-buttons.js");
    });
    expect(screen.queryByRole("button", { name: "Start voice input" })).toBeNull();
  });

  it("records, sends the audio to /transcribe and puts the text in the composer", async () => {
    installFakeMicrophone(7);
    const user = userEvent.setup();
    renderWithRuntime(single.url, <CopilotChat />, { useSingleEndpoint: true });
    await user.click(await screen.findByRole("button", { name: "Start voice input" }));
    await screen.findByText("Recording…");
    await user.click(await screen.findByRole("button", { name: "Finish voice input" }));
    await waitFor(() => expect((screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement).value).toBe("transcribed 7 bytes"));
  });

  it("CopilotChatAudioRecorder records through its ref, shows that it records, and rejects with AudioRecorderError without a microphone", async () => {
    const ref = createRef<AudioRecorderRef>();
    renderWithRuntime(runtime.url, <CopilotChatAudioRecorder ref={ref} data-testid="recorder" />);
    const recorder = screen.getByTestId("recorder");
    Object.defineProperty(navigator, "mediaDevices", { value: undefined, configurable: true });
    let refused: unknown;
    await act(async () => {
      refused = await ref.current!.start().then(
        () => undefined,
        (error: unknown) => error,
      );
    });
    expect(refused).toBeInstanceOf(AudioRecorderError);
    expect(ref.current!.state).toBe("error");

    installFakeMicrophone(7);
    await act(() => ref.current!.start());
    expect(ref.current!.state).toBe("recording");
    expect(recorder.getAttribute("data-state")).toBe("recording");
    expect(recorder.textContent).toBe("Recording…");
    let audio: Blob | undefined;
    await act(async () => {
      audio = await ref.current!.stop();
    });
    expect(audio!.size).toBe(7);
    expect(recorder.getAttribute("data-state")).toBe("idle");
    expect(recorder.textContent).toBe("");
  });
});
