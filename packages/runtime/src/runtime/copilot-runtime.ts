import { resolveRealtimeOptions, type RealtimeOptions, type ResolvedRealtimeOptions } from "../realtime/realtime-options.js";
import type { WingmanAgentRunner } from "../runner/agent-runner.js";
import type { AgentRunner } from "../runner/copilotkit/agent-runner.js";
import { CopilotKitRunnerAdapter } from "../runner/copilotkit/copilotkit-runner-adapter.js";
import { isWingmanAgentRunner } from "../runner/copilotkit/is-wingman-agent-runner.js";
import type { TranscriptionService } from "../transcription/transcription-service.js";
import { resolveAgents, type AgentRecord, type AgentsSource } from "./agents-source.js";
import { createDefaultRunner } from "./create-default-runner.js";
import type { ForwardHeadersOptions } from "./forward-headers.js";
import { resolveOwnerId, type IdentifyUser } from "./identify-user.js";
import type {
  AfterRequestMiddlewareOf,
  AfterRequestMiddlewareParametersOf,
  BeforeRequestMiddlewareOf,
  BeforeRequestMiddlewareParametersOf,
} from "../middleware/request-middleware.js";
import type { McpAppsConfig } from "./mcp-apps-options.js";
import type { RuntimeHooks } from "./runtime-hooks.js";
import { DEFAULT_MAX_AUDIO_BYTES, DEFAULT_MAX_BODY_BYTES, resolveOwnerLimits, type RuntimeLimits } from "./runtime-limits.js";
import { OwnerRunLimiter } from "../fair-use/owner-run-limiter.js";
import { warnUnsupportedOptions, type ReadOptionName } from "./warn-unsupported-options.js";
import { RuntimeTelemetry } from "../telemetry/runtime-telemetry.js";
import type { TelemetryOptions } from "../telemetry/telemetry-options.js";
import { traceRunner } from "../telemetry/trace-runner.js";
import { checkReadiness, type Readiness } from "../health/check-readiness.js";
import { DEFAULT_SHUTDOWN_GRACE_MS, type DrainOptions } from "../lifecycle/drain-options.js";
import { RuntimeLifecycle } from "../lifecycle/runtime-lifecycle.js";

/** What `beforeRequestMiddleware` receives. */
export interface BeforeRequestMiddlewareParameters extends BeforeRequestMiddlewareParametersOf<CopilotRuntime> {}

/**
 * CopilotKit's request middleware, run once per request after the `onRequest` hooks and before
 * routing: return a `Request` to replace the request, return (or throw) a `Response` to answer
 * with it instead (no route runs, `onResponse` hooks are skipped, CORS headers are added), or
 * return nothing to go on. Any other throw is a 500 (`onError` hooks see it).
 *
 * @example
 * beforeRequestMiddleware: ({ request }) => {
 *   if (!request.headers.get("authorization")) throw new Response("Unauthorized", { status: 401 });
 * }
 */
export type BeforeRequestMiddleware = BeforeRequestMiddlewareOf<CopilotRuntime>;

/** What `afterRequestMiddleware` receives. */
export interface AfterRequestMiddlewareParameters extends AfterRequestMiddlewareParametersOf<CopilotRuntime> {}

/**
 * CopilotKit's response observer: called for every response once its body has been fully produced
 * (for an event stream, when the stream ends, even if the client left), with the messages rebuilt
 * from it. It cannot change the response; what it throws is logged and ignored.
 */
export type AfterRequestMiddleware = AfterRequestMiddlewareOf<CopilotRuntime>;

/** Options of {@link CopilotRuntime}. Only `agents` is required. */
export interface CopilotRuntimeOptions {
  /** The hosted agents by id: a record, a promise of one, or a function of the request. */
  readonly agents: AgentsSource;
  /**
   * Stores threads and runs them. A runner written for CopilotKit (`extends AgentRunner`) is
   * accepted too and adapted: it cannot resume by event id, and owners and names of its threads are
   * kept in this process only (see `docs/migrating-from-copilotkit.md`); realtime mode needs one of ours.
   * @default new InMemoryAgentRunner()
   */
  readonly runner?: WingmanAgentRunner | AgentRunner;
  /** Backs `POST /transcribe`. Default: none, and that route answers 503. */
  readonly transcriptionService?: TranscriptionService;
  /**
   * Resolves the caller; every thread belongs to the user that created it. Without it every caller
   * is the one owner `"anonymous"` (development only).
   */
  readonly identifyUser?: IdentifyUser;
  /** Body sizes, threads and runs per owner, events per thread. Default: each limit's own default (see `RuntimeLimits`). */
  readonly limits?: RuntimeLimits;
  /** Request hooks; they run before the handler's own hooks. */
  readonly hooks?: RuntimeHooks;
  /** Which request headers are forwarded to agents. Default: `authorization` and `x-*` headers, minus infrastructure ones (`x-forwarded-*`, CDN and trace ids); never `cookie`. */
  readonly forwardHeaders?: ForwardHeadersOptions;
  /**
   * Turns on realtime mode: a WebSocket endpoint (served by `@wingman/runtime/node`) where clients
   * run, connect, stop and follow threads and their thread list live. `/info` then reports
   * `wingman: { realtime: { wsUrl } }` (and still `mode: "sse"`, so CopilotKit's own clients stay
   * on HTTP). `true` takes every default.
   */
  readonly realtime?: boolean | RealtimeOptions;
  /**
   * CopilotKit's request middleware: runs after the `onRequest` hooks, before routing; may replace
   * the request or answer it with a `Response` (returned or thrown).
   */
  readonly beforeRequestMiddleware?: BeforeRequestMiddleware;
  /** CopilotKit's response observer: sees a copy of every response once its body is complete. */
  readonly afterRequestMiddleware?: AfterRequestMiddleware;
  /**
   * OpenTelemetry: spans and metrics go through `@opentelemetry/api` (no-ops until the app installs
   * an SDK, before constructing the runtime). Message content stays off spans unless `recordContent`.
   */
  readonly telemetry?: TelemetryOptions;
  /**
   * CopilotKit's MCP Apps: every run of a matching agent gets AG-UI's MCP Apps middleware for these
   * servers (their UI tools offered to the agent, its calls to them run, the browser's proxied MCP
   * requests answered). Needs the optional peer dependency `@ag-ui/mcp-apps-middleware`.
   */
  readonly mcpApps?: McpAppsConfig;

  // CopilotKit options Wingman does not implement: a type error here, a start-up warning from plain JavaScript.
  /** @deprecated Not supported: CopilotKit's hosted Intelligence platform. Use `realtime` and a durable runner. */
  readonly intelligence?: never;
  /** @deprecated Not supported: threads are named by the client (`PATCH /threads/:id`). */
  readonly generateThreadNames?: never;
  /** @deprecated Not supported: attach A2UI middleware to the agent with `agent.use(...)`. */
  readonly a2ui?: never;
}

// Every option the runtime reads, as a Record over ReadOptionName: a new option missing here is a type error, not a false warning.
const READ_OPTIONS: Readonly<Record<ReadOptionName<CopilotRuntimeOptions>, true>> = {
  agents: true,
  runner: true,
  transcriptionService: true,
  identifyUser: true,
  limits: true,
  hooks: true,
  forwardHeaders: true,
  realtime: true,
  beforeRequestMiddleware: true,
  afterRequestMiddleware: true,
  telemetry: true,
  mcpApps: true,
};

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
  readonly runner: WingmanAgentRunner;
  readonly transcriptionService: TranscriptionService | undefined;
  /** The limits in force, defaults filled in (`Infinity`: no limit). */
  readonly limits: Required<RuntimeLimits>;
  /** Counts each owner's runs in progress and per minute, for `limits.maxConcurrentRunsPerOwner`/`maxRunsPerMinutePerOwner`. */
  readonly ownerRuns: OwnerRunLimiter;
  readonly hooks: RuntimeHooks;
  readonly forwardHeaders: ForwardHeadersOptions;
  /** The realtime endpoint's settings; undefined when realtime mode is off. */
  readonly realtime: ResolvedRealtimeOptions | undefined;
  readonly beforeRequestMiddleware: BeforeRequestMiddleware | undefined;
  readonly afterRequestMiddleware: AfterRequestMiddleware | undefined;
  /** The MCP servers whose UI tools runs are offered (CopilotKit's `mcpApps`). */
  readonly mcpApps: McpAppsConfig | undefined;
  /** The tracer and instruments of this runtime (see the README's Observability section). */
  readonly telemetry: RuntimeTelemetry;
  /** Always `"sse"`, as CopilotKit's SSE runtime reports; realtime mode is announced separately. */
  readonly mode = "sse" as const;
  /** Draining state, runs in flight and open streams (see {@link CopilotRuntime.drain}). */
  readonly lifecycle = new RuntimeLifecycle();
  readonly #agents: AgentsSource;
  readonly #identifyUser: IdentifyUser | undefined;
  #closing: Promise<void> | undefined;

  constructor(options: CopilotRuntimeOptions) {
    warnUnsupportedOptions(options, READ_OPTIONS);
    this.#agents = options.agents;
    this.#identifyUser = options.identifyUser;
    this.telemetry = new RuntimeTelemetry(options.telemetry);
    this.runner = traceRunner(adaptRunner(options.runner), this.telemetry);
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
    if (this.realtime && this.runner.resumable === false) {
      throw new TypeError("CopilotRuntime: realtime mode needs a Wingman runner (event ids to resume by); this runner is a CopilotKit AgentRunner");
    }
    this.beforeRequestMiddleware = options.beforeRequestMiddleware;
    this.afterRequestMiddleware = options.afterRequestMiddleware;
    this.mcpApps = options.mcpApps;
  }

  /** The agents as configured: a record, a promise of one, or a function of the request. */
  get agents(): AgentsSource {
    return this.#agents;
  }

  /** The agents for this request (a factory is called with it). */
  getAgents(request: Request): Promise<AgentRecord> {
    return resolveAgents(this.#agents, request);
  }

  /** The owner id of this request's caller; rejects with a 401 `WingmanHttpError` when there is none. */
  identifyUser(request: Request): Promise<string> {
    return resolveOwnerId(this.#identifyUser, request);
  }

  /** True once `drain()` or `close()` was called: new runs are refused with 503 and readiness fails. */
  get draining(): boolean {
    return this.lifecycle.draining;
  }

  /** What `GET {base}/health/ready` answers: not while draining, nor while the runner's store is unreachable. */
  checkReadiness(): Promise<Readiness> {
    return checkReadiness(this.runner, this.lifecycle.draining);
  }

  /**
   * Starts a graceful shutdown: new runs are answered 503 `draining` with `Retry-After` (on every
   * transport), `/health/ready` answers 503, and every event stream and socket open now is handed
   * off — an SSE stream ends without a terminal event after a `retry:` hint, a socket closes with
   * 1012 — so that clients reconnect from their last event id, through the load balancer, to an
   * instance that follows the run from the shared store. Streams opened while draining (a client
   * that came back here) are served until `close()`. With `handOffStreams: false` open streams are
   * kept too (for clients that do not resume). Resolves true once the runs in flight ended, false
   * when `graceMs` passed first.
   */
  async drain(options: DrainOptions = {}): Promise<boolean> {
    this.lifecycle.beginDrain();
    if (options.handOffStreams !== false) this.lifecycle.handOffStreams();
    return this.lifecycle.waitForRuns(options.graceMs ?? DEFAULT_SHUTDOWN_GRACE_MS);
  }

  /**
   * Drains (see {@link CopilotRuntime.drain}), then closes the runner — which finalizes the runs
   * still alive after the grace period with `RUN_ERROR` (their stored logs stay intact for clients
   * reconnecting to another instance) — and hands off the streams still open. Call it from the
   * server's shutdown when you do not use `serveCopilotRuntime` (Hono, Express, Next.js); close
   * your HTTP server after it. Idempotent.
   */
  close(options: DrainOptions = {}): Promise<void> {
    this.#closing ??= (async () => {
      await this.drain(options);
      try {
        await this.runner.close?.();
      } catch (error) {
        console.error("[wingman] closing the runner failed:", error);
      }
      this.lifecycle.handOffStreams();
    })();
    return this.#closing;
  }
}

/** The runner to use: ours as it is, a CopilotKit runner adapted, the in-memory one by default. */
function adaptRunner(runner: WingmanAgentRunner | AgentRunner | undefined): WingmanAgentRunner {
  if (runner === undefined) return createDefaultRunner();
  return isWingmanAgentRunner(runner) ? runner : new CopilotKitRunnerAdapter(runner);
}
