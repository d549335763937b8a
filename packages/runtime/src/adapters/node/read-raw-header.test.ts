import { describe, expect, it } from "vitest";
import { readRawHeader } from "./read-raw-header.js";

const raw = ["Host", "example.com", "Content-Type", "application/json", "X-Tag", "a", "x-tag", "b", "X-Tagged", "c"];

describe("readRawHeader", () => {
  it("answers as Headers.get does: any case, repeated values joined, null when absent", () => {
    const headers = new Headers();
    for (let index = 0; index < raw.length; index += 2) headers.append(raw[index]!, raw[index + 1]!);
    for (const name of ["host", "content-type", "x-tag", "x-tagged", "accept"]) {
      expect(readRawHeader(raw, name), name).toBe(headers.get(name));
    }
    expect(readRawHeader(raw, "x-tag")).toBe("a, b");
    expect(readRawHeader(raw, "accept")).toBeNull();
  });
});
