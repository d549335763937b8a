import { AbstractAgent, CompatibilityBoundary, Middleware, type AgentStateMutation, type AgentSubscriber, type RunAgentParameters } from "@ag-ui/client";
import type { BaseEvent, Message, RunAgentInput, State } from "@ag-ui/core";
import { Observable } from "rxjs";
import { whenAborted, type RunAbortSource } from "./agent-run-abort.js";
import { expandChunks } from "./expand-chunks.js";
import { verifyRunEvents } from "./verify-run-events.js";

/**
 * Runs `agent` for `input` and hands every event of the run to `onEvent`, as `runAgent` would
 * produce them: through the agent's middlewares (`agent.use(...)`, which the runtime attaches per
 * request), the compatibility boundary, chunk expansion and event verification. Resolves when the
 * run ends or `signal` aborts (which unsubscribes from the agent); rejects with the agent's error.
 * `signal` may be an `AgentRunAbort` itself, which spares making an `AbortSignal` per run.
 *
 * Why not `agent.run(input)`: it skips the middlewares. Why not `runAgent(input, { onEvent })`: its
 * `apply` step is the client reducer, which copies the whole message list on every event (quadratic
 * in a long stream) to maintain `agent.messages`, which a server never reads; and its per-event
 * schema stripping (`enforceEvents`) costs ~7 µs an event, more than everything else together. So the
 * middleware chain is composed here exactly as `runAgent` composes it, and the runner builds the
 * thread's messages from the compacted run instead. `runAgent` itself (with its reducer replaced by
 * a tap) is used for agents whose class overrides it — their setup must run (`HttpAgent` makes its
 * abort controller there) — and when the middleware list cannot be read (another client version).
 */
export function driveAgent(
  agent: AbstractAgent,
  input: RunAgentInput,
  onEvent: (event: BaseEvent) => void,
  signal: RunAbortSource,
): Promise<void> {
  agent.threadId = input.threadId;
  agent.messages = input.messages;
  agent.state = input.state ?? {};
  const middlewares = middlewaresOf(agent);
  if (middlewares === undefined || agent.runAgent !== AbstractAgent.prototype.runAgent) {
    return driveThroughRunAgent(agent, input, onEvent, signal);
  }

  return new Promise<void>((resolve, reject) => {
    // A fresh input object: the compatibility boundary rewrites `messages` on what it is given.
    const runInput: RunAgentInput = { ...input, messages: input.messages.filter((message) => message.role !== "activity") };
    const chain = [...middlewares, new CompatibilityBoundary()].reduceRight<AgentLink>(
      (next, middleware) => new MiddlewareLink(middleware, next),
      agent,
    );
    let subscription: { unsubscribe(): void } | undefined;
    let settled = false;
    const settle = (error?: { readonly cause: unknown }): void => {
      if (settled) return;
      settled = true;
      stopListening();
      subscription?.unsubscribe();
      if (error === undefined) resolve();
      else reject(error.cause);
    };
    const stopListening = whenAborted(signal, () => settle());
    if (signal.aborted) return settle();
    try {
      subscription = chain
        .run(runInput)
        .pipe(expandChunks, verifyRunEvents)
        .subscribe({
          next: (event) => {
            if (settled) return;
            try {
              onEvent(event);
            } catch (cause) {
              // A consumer failure must end this run, not leave it hanging with the error unreported.
              settle({ cause });
            }
          },
          error: (cause: unknown) => settle({ cause }),
          complete: () => settle(),
        });
      // The agent may have ended (or been aborted) while being subscribed to.
      if (settled) subscription.unsubscribe();
    } catch (cause) {
      settle({ cause });
    }
  });
}

/** What `runAgent` hands each middleware as `next`: something that runs and exposes messages and state. */
interface AgentLink {
  run(input: RunAgentInput): Observable<BaseEvent>;
  readonly messages: Message[];
  readonly state: State;
}

/**
 * One middleware of the chain with the rest of it as `next`. A class rather than an object literal
 * with getters, for the reason `NodeResponseSink` gives: the literal's accessor pairs, in old space,
 * kept the run's objects alive through young-generation GCs.
 */
class MiddlewareLink implements AgentLink {
  readonly #middleware: Middleware;
  readonly #next: AgentLink;

  constructor(middleware: Middleware, next: AgentLink) {
    this.#middleware = middleware;
    this.#next = next;
  }

  // A field, as the literal's was: a middleware may call `next.run` detached from `next`.
  readonly run = (input: RunAgentInput): Observable<BaseEvent> => this.#middleware.run(input, this.#next as AbstractAgent);

  get messages(): Message[] {
    return this.#next.messages;
  }

  get state(): State {
    return this.#next.state;
  }
}

/** `use()` keeps middlewares in a private field with no accessor; read it defensively. */
function middlewaresOf(agent: AbstractAgent): readonly Middleware[] | undefined {
  const value: unknown = Reflect.get(agent, "middlewares");
  if (!Array.isArray(value) || !value.every((middleware) => middleware instanceof Middleware)) return undefined;
  return value as Middleware[];
}

/** The fallback: `runAgent` itself, its `apply` step (the reducer) replaced by a tap on the events. */
async function driveThroughRunAgent(
  agent: AbstractAgent,
  input: RunAgentInput,
  onEvent: (event: BaseEvent) => void,
  signal: RunAbortSource,
): Promise<void> {
  let failure: { readonly error: unknown } | undefined;
  // One empty mutation at the end: runAgent awaits the last value of this stream and fails on none.
  const end = (subscriber: { next(value: AgentStateMutation): void; complete(): void }): void => {
    subscriber.next({});
    subscriber.complete();
  };
  const tapEvents = (_input: RunAgentInput, events: Observable<BaseEvent>): Observable<AgentStateMutation> =>
    new Observable<AgentStateMutation>((subscriber) =>
      events.subscribe({
        next: onEvent,
        error: (error: unknown) => {
          failure = { error };
          end(subscriber);
        },
        complete: () => end(subscriber),
      }),
    );
  Object.defineProperty(agent, "apply", { value: tapEvents, configurable: true, writable: true });
  whenAborted(signal, () => void agent.detachActiveRun().catch(() => undefined));
  // An agent whose own runAgent reports its events through the subscriber's onEvent (as
  // CopilotKit's test agents do) is heard there; AG-UI's runAgent calls onEvent only from the
  // apply step replaced above, so an event is never taken twice.
  const reported: AgentSubscriber = { onEvent: ({ event }) => onEvent(event) };
  // The whole input is passed, as CopilotKit's runners pass it: AG-UI's runAgent reads only its
  // parameters (run id, tools, context, forwarded props, resume) and takes thread, messages and
  // state from the clone, while an override may read the input's thread and messages.
  const parameters: RunAgentParameters = { ...input };
  await agent.runAgent(parameters, reported);
  if (failure !== undefined) throw failure.error;
}
