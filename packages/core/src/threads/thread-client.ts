import type { Message, State } from "@ag-ui/core";
import type { FetchFunction } from "../runtime-api/runtime-request.js";
import { normalizeRuntimeUrl } from "../runtime-api/runtime-request.js";
import { RuntimeRequestError } from "../runtime-api/runtime-request-error.js";

/** A thread as the runtime lists it. */
export interface ThreadSummary {
  readonly id: string;
  readonly agentId: string;
  readonly name: string | null;
  readonly archived: boolean;
  readonly running: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly lastRunAt: string | null;
}

/** `GET /threads/:threadId/branches`: see docs/design/branches.md. */
export interface ThreadBranches {
  readonly messages: Message[];
  readonly branches: ReadonlyArray<{ messageId: string; index: number; count: number; siblingIds: string[] }>;
  readonly statuses: ReadonlyArray<{ messageId: string; status: "stopped" | "failed"; runId?: string; message?: string; code?: string }>;
}

/** Filters and paging of a thread list request. Defaults: every agent, archived left out, the runtime's page size. */
export interface ListThreadsOptions {
  /** Only the threads of this agent. Default: every agent's. */
  agentId?: string;
  /** Page size. Default: the runtime's (50). */
  limit?: number;
  /** Where the page starts: the previous page's `nextCursor`. Default: the newest thread. */
  cursor?: string;
  /** Default false: archived threads are left out. */
  includeArchived?: boolean;
}

/** How the thread client reaches the runtime's thread endpoints. */
export interface ThreadClientOptions {
  /** Read on every request, so URL/header/credential changes apply at once. */
  readonly getRuntimeUrl: () => string | undefined;
  readonly getHeaders: () => Record<string, string>;
  readonly getCredentials: () => RequestCredentials | undefined;
  readonly fetch: FetchFunction;
  /** Told about every failed request (before the promise rejects). */
  readonly onError?: (error: Error, context: { method: string; path: string }) => void;
}

/** Lists, reads, renames, archives and deletes threads through the runtime's `/threads` routes. */
export class ThreadClient {
  readonly #options: ThreadClientOptions;

  constructor(options: ThreadClientOptions) {
    this.#options = options;
  }

  /** One page, newest activity first; pass `nextCursor` back for the next. */
  async listThreads(options: ListThreadsOptions = {}): Promise<{ threads: ThreadSummary[]; nextCursor: string | null }> {
    const query = new URLSearchParams();
    if (options.agentId !== undefined) query.set("agentId", options.agentId);
    if (options.limit !== undefined) query.set("limit", String(options.limit));
    if (options.cursor !== undefined) query.set("cursor", options.cursor);
    if (options.includeArchived) query.set("includeArchived", "true");
    const suffix = query.size > 0 ? `?${query}` : "";
    return this.#request("GET", `/threads${suffix}`);
  }

  async getThreadMessages(threadId: string): Promise<Message[]> {
    const body = await this.#request<{ messages: Message[] }>("GET", `/threads/${encodeURIComponent(threadId)}/messages`);
    return body.messages;
  }

  async getThreadState(threadId: string): Promise<State | null> {
    const body = await this.#request<{ state: State | null }>("GET", `/threads/${encodeURIComponent(threadId)}/state`);
    return body.state;
  }

  /** The thread's active branch, its branch points, and its stopped and failed runs. */
  getThreadBranches(threadId: string): Promise<ThreadBranches> {
    return this.#request("GET", `/threads/${encodeURIComponent(threadId)}/branches`);
  }

  /** Makes the `index`-th alternative of `messageId` the thread's active branch (stored as a run). */
  switchBranch(threadId: string, messageId: string, index: number): Promise<ThreadBranches> {
    return this.#request("POST", `/threads/${encodeURIComponent(threadId)}/branches`, { messageId, index });
  }

  renameThread(threadId: string, name: string | null): Promise<ThreadSummary> {
    return this.#update(threadId, { name });
  }

  archiveThread(threadId: string, archived = true): Promise<ThreadSummary> {
    return this.#update(threadId, { archived });
  }

  async deleteThread(threadId: string): Promise<void> {
    await this.#request("DELETE", `/threads/${encodeURIComponent(threadId)}`);
  }

  async #update(threadId: string, patch: { name?: string | null; archived?: boolean }): Promise<ThreadSummary> {
    const body = await this.#request<ThreadSummary | { thread: ThreadSummary }>("PATCH", `/threads/${encodeURIComponent(threadId)}`, patch);
    return "thread" in body ? body.thread : body;
  }

  async #request<T>(method: string, path: string, body?: unknown): Promise<T> {
    try {
      return await this.#send<T>(method, path, body);
    } catch (error) {
      const asError = error instanceof Error ? error : new Error(String(error));
      this.#options.onError?.(asError, { method, path });
      throw asError;
    }
  }

  async #send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const runtimeUrl = this.#options.getRuntimeUrl();
    if (!runtimeUrl) throw new Error("No runtime URL is configured");
    const headers: Record<string, string> = { ...this.#options.getHeaders() };
    const init: RequestInit = { method, headers };
    if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    const credentials = this.#options.getCredentials();
    if (credentials) init.credentials = credentials;
    const response = await this.#options.fetch(`${normalizeRuntimeUrl(runtimeUrl)}${path}`, init);
    if (!response.ok) throw await RuntimeRequestError.fromResponse(response, `Thread request ${method} ${path}`);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
}
