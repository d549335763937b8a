import { EventType, type BaseEvent } from "@ag-ui/core";
import WebSocket from "ws";

export interface ServerFrame {
  readonly type: string;
  readonly id?: string;
  readonly eventId?: number;
  readonly event?: BaseEvent;
  readonly result?: unknown;
  readonly change?: { kind: string; threadId: string };
  readonly error?: string;
  readonly status?: number;
}

/** A raw realtime protocol client over `ws`, recording every frame it receives. */
export class RealtimeTestClient {
  readonly frames: ServerFrame[] = [];
  /** Every frame as received, text (`chunk` frames included; `frames` holds what they make up). */
  readonly texts: string[] = [];
  readonly socket: WebSocket;
  #waiters = new Set<() => void>();
  /** Pieces of a frame sent in `chunk` frames, reassembled into `frames` at the last one. */
  #chunks: string[] = [];
  #nextId = 0;
  closeCode: number | undefined;
  closeReason: string | undefined;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on("message", (data) => {
      const text = data.toString();
      this.texts.push(text);
      const frame = JSON.parse(text) as ServerFrame & { data?: string; last?: boolean };
      if (frame.type === "chunk") {
        this.#chunks.push(frame.data!);
        if (!frame.last) return;
        this.frames.push(JSON.parse(this.#chunks.splice(0).join("")) as ServerFrame);
      } else this.frames.push(frame);
      this.#wake();
    });
    socket.on("close", (code, reason) => {
      this.closeCode = code;
      this.closeReason = reason.toString();
      this.#wake();
    });
  }

  /** Opens a client; `answersPings: false` makes one that reads everything but never answers a ping. */
  static open(url: string, headers: Record<string, string> = {}, { answersPings = true } = {}): Promise<RealtimeTestClient> {
    const socket = new WebSocket(url, { headers, autoPong: answersPings });
    return new Promise((resolve, reject) => {
      socket.once("open", () => resolve(new RealtimeTestClient(socket)));
      socket.once("unexpected-response", (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
      socket.once("error", reject);
    });
  }

  /** Sends a request frame; returns its id. */
  send(frame: Record<string, unknown>): string {
    const id = (frame["id"] as string | undefined) ?? `r${++this.#nextId}`;
    this.socket.send(JSON.stringify({ ...frame, id }));
    return id;
  }

  framesOf(id: string): ServerFrame[] {
    return this.frames.filter((frame) => frame.id === id);
  }

  eventsOf(id: string): ServerFrame[] {
    return this.framesOf(id).filter((frame) => frame.type === "event");
  }

  /** Waits until `check` holds over the frames received so far. */
  async until(check: (client: this) => boolean, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check(this)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; frames: ${JSON.stringify(this.frames.slice(-5))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for the `end` (or `error`) of request `id`. */
  async done(id: string): Promise<ServerFrame[]> {
    await this.until(() => this.framesOf(id).some((frame) => frame.type === "end" || frame.type === "error" || frame.type === "result"));
    return this.framesOf(id);
  }

  close(): void {
    this.socket.close();
  }

  #wake(): void {
    const waiters = [...this.#waiters];
    this.#waiters.clear();
    for (const wake of waiters) wake();
  }
}

export const isTerminal = (frame: ServerFrame): boolean =>
  frame.event?.type === EventType.RUN_FINISHED || frame.event?.type === EventType.RUN_ERROR;

export const textOf = (frames: readonly ServerFrame[]): string =>
  frames
    .filter((frame) => frame.event?.type === EventType.TEXT_MESSAGE_CONTENT)
    .map((frame) => (frame.event as unknown as { delta: string }).delta)
    .join("");
