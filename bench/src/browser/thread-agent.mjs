import { AbstractAgent } from "@ag-ui/client";
import { Observable } from "rxjs";

const PARAGRAPH =
  "The quarterly figures moved in the expected direction, with **revenue up** on the back of the new plans, " +
  "while support tickets fell after the onboarding changes. A few regions lagged, mostly where the `billing` " +
  "migration is still running; the team expects those to catch up next month.";

/** The text of seeded message `index`: plain for the user, markdown (paragraphs, a list) for the assistant. */
export function seededText(index) {
  if (index % 2 === 0) return `Question ${index}: how did the numbers look for region ${index % 17}?`;
  return `${PARAGRAPH}\n\n- first point for ${index}\n- second point\n- third point\n\n${PARAGRAPH}`;
}

/** Id of seeded message `index`, so the bench can look for the newest one on screen. */
export const seededId = (threadId, index) => `${threadId}-m${index}`;

function* seedEvents(threadId, count) {
  for (let index = 0; index < count; index++) {
    const messageId = seededId(threadId, index);
    yield { type: "TEXT_MESSAGE_START", messageId, role: index % 2 === 0 ? "user" : "assistant" };
    yield { type: "TEXT_MESSAGE_CONTENT", messageId, delta: seededText(index) };
    yield { type: "TEXT_MESSAGE_END", messageId };
  }
}

/** The streamed answer: `tokens` deltas, a paragraph break every 60, ending with "[done]". */
function* answerEvents(runId, tokens) {
  const messageId = `answer-${runId}`;
  yield { type: "TEXT_MESSAGE_START", messageId, role: "assistant" };
  for (let index = 0; index < tokens; index++) {
    const delta = index === tokens - 1 ? "[done]" : index % 60 === 59 ? "word.\n\n" : "word ";
    yield { type: "TEXT_MESSAGE_CONTENT", messageId, delta };
  }
  yield { type: "TEXT_MESSAGE_END", messageId };
}

/**
 * The bench's agent. A run with `forwardedProps.seed = n` stores n alternating user/assistant
 * messages in one go (a stored thread); any other run streams an answer of `tokens` deltas,
 * `perTick` every `tickMs`, like a fast model (the client sees a realistic stream, not one burst).
 */
export class ThreadAgent extends AbstractAgent {
  constructor({ tokens, perTick, tickMs }) {
    super();
    this.options = { tokens, perTick, tickMs };
  }

  clone() {
    return new ThreadAgent(this.options);
  }

  run(input) {
    const { tokens, perTick, tickMs } = this.options;
    const seed = Number(input.forwardedProps?.seed ?? 0);
    return new Observable((subscriber) => {
      subscriber.next({ type: "RUN_STARTED", threadId: input.threadId, runId: input.runId });
      const events = seed > 0 ? seedEvents(input.threadId, seed) : answerEvents(input.runId, tokens);
      let timer;
      const pump = () => {
        for (let count = 0; count < (seed > 0 ? Infinity : perTick); count++) {
          const next = events.next();
          if (next.done) {
            subscriber.next({ type: "RUN_FINISHED", threadId: input.threadId, runId: input.runId });
            subscriber.complete();
            return;
          }
          subscriber.next(next.value);
        }
        timer = setTimeout(pump, tickMs);
      };
      pump();
      return () => clearTimeout(timer);
    });
  }
}
