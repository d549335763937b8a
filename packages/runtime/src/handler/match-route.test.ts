import { describe, expect, it } from "vitest";
import { matchRoute } from "./match-route.js";

describe("matchRoute", () => {
  it("matches every route exactly below a base path", () => {
    const cases: [string, string, string, Record<string, string>][] = [
      ["GET", "/api/info", "info", {}],
      ["POST", "/api/transcribe", "transcribe", {}],
      ["POST", "/api/agent/a1/run", "agent/run", { agentId: "a1" }],
      ["POST", "/api/agent/a1/connect", "agent/connect", { agentId: "a1" }],
      ["POST", "/api/agent/a1/suggest", "agent/suggest", { agentId: "a1" }],
      ["POST", "/api/agent/a1/stop/t1", "agent/stop", { agentId: "a1", threadId: "t1" }],
      ["GET", "/api/threads", "threads/list", {}],
      ["GET", "/api/threads/t1", "threads/get", { threadId: "t1" }],
      ["PATCH", "/api/threads/t1", "threads/update", { threadId: "t1" }],
      ["DELETE", "/api/threads/t1", "threads/delete", { threadId: "t1" }],
      ["GET", "/api/threads/t1/messages", "threads/messages", { threadId: "t1" }],
      ["GET", "/api/threads/t1/state", "threads/state", { threadId: "t1" }],
      ["POST", "/api/threads/t1/archive", "threads/archive", { threadId: "t1" }],
    ];
    for (const [method, path, name, params] of cases) {
      expect(matchRoute(method, path, "/api")).toEqual({ kind: "route", route: { name, params } });
    }
  });

  it("respects segment boundaries, trailing slashes and exactness under a base path", () => {
    expect(matchRoute("GET", "/apix/info", "/api").kind).toBe("not-found");
    expect(matchRoute("GET", "/api/info/", "/api/").kind).toBe("route");
    expect(matchRoute("GET", "/api/x/info", "/api").kind).toBe("not-found");
    expect(matchRoute("GET", "/info", "/").kind).toBe("route");
    expect(matchRoute("GET", "/api/Info", "/api").kind).toBe("not-found");
    expect(matchRoute("GET", "//api//info", "/api").kind).toBe("not-found");
  });

  it("matches the end of the path when there is no base path", () => {
    expect(matchRoute("GET", "/mounted/anywhere/info", undefined)).toEqual({ kind: "route", route: { name: "info", params: {} } });
    expect(matchRoute("POST", "/x/agent/a/run", undefined)).toMatchObject({ route: { params: { agentId: "a" } } });
  });

  it("decodes parameters and refuses malformed encoding", () => {
    expect(matchRoute("GET", "/api/threads/a%20b", "/api")).toMatchObject({ route: { params: { threadId: "a b" } } });
    expect(matchRoute("GET", "/api/threads/%E0%A4%A", "/api").kind).toBe("not-found");
  });

  it("lists the allowed methods of a path matched with the wrong one", () => {
    expect(matchRoute("POST", "/api/threads/t1", "/api")).toEqual({ kind: "method-not-allowed", allow: ["GET", "HEAD", "PATCH", "DELETE"] });
    expect(matchRoute("POST", "/api/info", "/api")).toEqual({ kind: "method-not-allowed", allow: ["GET", "HEAD"] });
  });

  it("serves HEAD on the GET routes", () => {
    expect(matchRoute("HEAD", "/api/info", "/api")).toEqual({ kind: "route", route: { name: "info", params: {} } });
    expect(matchRoute("HEAD", "/api/agent/a/run", "/api")).toEqual({ kind: "method-not-allowed", allow: ["POST"] });
  });
});
