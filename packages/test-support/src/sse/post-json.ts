/** POSTs JSON the way AG-UI clients do. */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream", ...headers },
    body: JSON.stringify(body),
  });
}

export function runInput(threadId: string, runId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { threadId, runId, messages: [], tools: [], context: [], ...extra };
}
