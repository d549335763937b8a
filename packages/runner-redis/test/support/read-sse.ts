import type { BaseEvent } from "@ag-ui/core";

export interface SseFrame {
  readonly id: number | undefined;
  readonly event: BaseEvent;
}

/** Splits an event-stream text into its data frames. */
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

/** Reads frames until `stop(frames)` is true (then cancels the body), or to the end. */
export async function readSse(response: Response, stop: (frames: SseFrame[]) => boolean = () => false): Promise<SseFrame[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let frames: SseFrame[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    frames = parseSseText(text.slice(0, text.lastIndexOf("\n\n") + 2));
    if (stop(frames)) {
      await reader.cancel();
      return frames;
    }
  }
  return parseSseText(text);
}

/** POSTs JSON the way AG-UI clients do. */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream", ...headers },
    body: JSON.stringify(body),
  });
}
