import type { BaseEvent } from "@ag-ui/core";

export interface SseFrame {
  readonly id: number | undefined;
  readonly event: BaseEvent;
}

/** Splits an event-stream text into its data frames (comments and blank frames skipped). */
export function parseSseText(text: string): SseFrame[] {
  const frames: SseFrame[] = [];
  for (const block of text.split("\n\n")) {
    let id: number | undefined;
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("id: ")) id = Number(line.slice(4));
      else if (line.startsWith("data: ")) data.push(line.slice(6));
    }
    if (data.length > 0) frames.push({ id, event: JSON.parse(data.join("\n")) as BaseEvent });
  }
  return frames;
}

/** Reads a whole event-stream response; one that is not a 200 throws with its status and body. */
export async function readSse(response: Response): Promise<SseFrame[]> {
  await expectEventStream(response);
  return parseSseText(await response.text());
}

/**
 * Reads frames until `stop(frames)` is true, then cancels the body (the client "disconnects"), or
 * to the end of the stream. A response that is not a 200 throws with its status and body, so a test
 * that expected a stream says what it got instead.
 */
export async function readSseUntil(response: Response, stop: (frames: SseFrame[]) => boolean): Promise<SseFrame[]> {
  await expectEventStream(response);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let frames: SseFrame[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return parseSseText(text);
    text += decoder.decode(value, { stream: true });
    frames = parseSseText(text.slice(0, text.lastIndexOf("\n\n") + 2));
    if (stop(frames)) {
      await reader.cancel();
      return frames;
    }
  }
}

async function expectEventStream(response: Response): Promise<void> {
  if (response.status !== 200) throw new Error(`Expected an event stream, got HTTP ${response.status}: ${await response.text()}`);
}
