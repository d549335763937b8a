import type { createDemoModel } from "@wingman/agent";

type LanguageModel = ReturnType<typeof createDemoModel>;
type StreamResult = Awaited<ReturnType<LanguageModel["doStream"]>>;
type StreamPart = StreamResult["stream"] extends ReadableStream<infer Part> ? Part : never;

/**
 * A test's hold on the demo model's answers: while held, every answer streamed from then on stops
 * after its first line of text until `release`. Browser tests use it to reload a page in the middle
 * of an answer, however slow the machine is, instead of racing the model's token delay.
 */
export interface DemoTestGate {
  /** From now on, answers pause after their first line of text. */
  hold(): void;
  /** Lets the answers of the current hold go on (also those not at their pause yet); returns how many were waiting. */
  release(): number;
  /** The model, its streamed answers going through the gate. */
  wrap(model: LanguageModel): LanguageModel;
}

/** One `hold` until its `release`: the answers started meanwhile wait on it. */
interface Hold {
  released: boolean;
  waiting: Set<() => void>;
}

/** A gate that holds nothing until a test calls `hold`. */
export function createDemoTestGate(): DemoTestGate {
  let current: Hold | undefined;
  /** Resolves when the hold is released, or when the call is aborted (the model's stream then fails). */
  const opened = (hold: Hold, signal: AbortSignal | undefined) =>
    new Promise<void>((resolve) => {
      if (hold.released || signal?.aborted) return resolve();
      const open = () => {
        hold.waiting.delete(open);
        signal?.removeEventListener("abort", open);
        resolve();
      };
      hold.waiting.add(open);
      signal?.addEventListener("abort", open, { once: true });
    });

  return {
    hold: () => void (current ??= { released: false, waiting: new Set() }),
    release: () => {
      const hold = current;
      current = undefined;
      if (!hold) return 0;
      hold.released = true;
      const waiting = [...hold.waiting];
      waiting.forEach((open) => open());
      return waiting.length;
    },
    wrap: (model) => ({
      ...model,
      doGenerate: (options) => model.doGenerate(options),
      async doStream(options) {
        const result = await model.doStream(options);
        const hold = current;
        if (!hold) return result;
        let text = "";
        let paused = false;
        const gated = new TransformStream<StreamPart, StreamPart>({
          async transform(part, controller) {
            controller.enqueue(part);
            if (paused || part.type !== "text-delta") return;
            text += part.delta;
            if (!text.includes("\n")) return;
            paused = true;
            await opened(hold, options.abortSignal);
          },
        });
        return { ...result, stream: result.stream.pipeThrough(gated) };
      },
    }),
  };
}
