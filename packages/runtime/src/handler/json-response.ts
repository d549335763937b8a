/** A JSON response; `body` is serialised once. */
export function jsonResponse(body: unknown, status = 200, headers?: Readonly<Record<string, string>>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
  });
}
