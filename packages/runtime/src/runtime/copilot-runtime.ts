import { resolveRealtimeOptions, type RealtimeOptions, type ResolvedRealtimeOptions } from "../realtime/realtime-options.js";
import type { AgentRunner } from "../runner/agent-runner.js";
import type { TranscriptionService } from "../transcription/transcription-service.js";
import { resolveAgents, type AgentRecord, type AgentsSource } from "./agents-source.js";
import { createDefaultRunner } from "./create-default-runner.js";
import type { ForwardHeadersOptions } from "./forward-headers.js";
import { resolveOwnerId, type IdentifyUser } from "./identify-user.js";
import type { RuntimeHooks } from "./runtime-hooks.js";
import { DEFAULT_MAX_AUDIO_BYTES, DEFAULT_MAX_BODY_BYTES, resolveOwnerLimits, type RuntimeLimits } from "./runtime-limits.js";
import { OwnerRunLimiter } from "../fair-use/owner-run-limiter.js";

/** Options of {@link CopilotRuntime}. Only `agents` is required. */
export interface CopilotRuntimeOptions {
  /** The hosted agents by id: a record, a promise of one, or a function of the request. */
  readonly agents: AgentsSource;
  /** Stores threads and runs them. @default new InMemoryAgentRunner() */
  readonly runner?: AgentRunner;
  /** Backs `POST /transcribe`; without it that route answers 503. */
  readonly transcriptionService?: TranscriptionService;
  /**
   * Resolves the caller; every thread belongs to the user that created it. Without it every caller
   * is the one owner `"anonymous"` (development only).
   */
  readonly identifyUser?: IdentifyUser;
  readonly limits?: RuntimeLimits;
  /** Request hooks; they run before the handler's own hooks. */
  readonly hooks?: RuntimeHooks;
  /** Which request headers are forwarded to agents. */
  readonly forwardHeaders?: ForwardHeadersOptions;
  /**
   * Turns on realtime mode: a WebSocket endpoint (served by `@wingman/runtime/node`) where clients
   * run, connect, stop and follow threads and their thread list live. `/info` then reports
   * `wingman: { realtime: { wsUrl } }` (and still `mode: "sse"`, so CopilotKit's own clients stay
   * on HTTP). `true` takes every default.
   */
  readonly realtime?: boolean | RealtimeOptions;
}

/**
 * What a server hosts: agents, the runner that keeps their threads, and the request policy. Serve
 * it with `createCopilotRuntimeHandler` or one of the adapters (`@wingman/runtime/node`, `/hono`,
 * `/express`).
 *
 * @example
 * const runtime = new CopilotRuntime({
 *   agents: { default: new BuiltInAgent({ model: "openai/gpt-4o" }) },
 *   identifyUser: (request) => sessionUserId(request),
 * });
 */
export class CopilotRuntime {
  readonly runner: AgentRunner;
  readonly transcriptionService: TranscriptionService | undefined;
  /** The limits in force, defaults filled in (`Infinity`: no limit). */
  readonly limits: Required<RuntimeLimits>;
  /** Counts each owner's runs in progress and per minute, for `limits.maxConcurrentRunsPerOwner`/`maxRunsPerMinutePerOwner`. */
  readonly ownerRuns: OwnerRunLimiter;
  readonly hooks: RuntimeHooks;
  readonly forwardHeaders: ForwardHeadersOptions;
  /** The realtime endpoint's settings; undefined when realtime mode is off. */
  readonly realtime: ResolvedRealtimeOptions | undefined;
  readonly #agents: AgentsSource;
  readonly #identifyUser: IdentifyUser | undefined;

  constructor(options: CopilotRuntimeOptions) {
    this.#agents = options.agents;
    this.#identifyUser = options.identifyUser;
    this.runner = options.runner ?? createDefaultRunner();
    this.transcriptionService = options.transcriptionService;
    this.limits = {
      maxBodyBytes: options.limits?.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      maxAudioBytes: options.limits?.maxAudioBytes ?? DEFAULT_MAX_AUDIO_BYTES,
      ...resolveOwnerLimits(options.limits, options.identifyUser !== undefined),
    };
    this.ownerRuns = new OwnerRunLimiter(this.limits);
    this.hooks = options.hooks ?? {};
    this.forwardHeaders = options.forwardHeaders ?? {};
    const { realtime } = options;
    this.realtime = realtime ? resolveRealtimeOptions(realtime === true ? {} : realtime, this.limits.maxBodyBytes) : undefined;
  }

  /** The agents for this request (a factory is called with it). */
  getAgents(request: Request): Promise<AgentRecord> {
    return resolveAgents(this.#agents, request);
  }

  /** The owner id of this request's caller; rejects with a 401 `WingmanHttpError` when there is none. */
  identifyUser(request: Request): Promise<string> {
    return resolveOwnerId(this.#identifyUser, request);
  }
}
