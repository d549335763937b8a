import { describe, expect, it } from "vitest";
import { completePartialMarkdown } from "./complete-partial-markdown.js";

describe("completePartialMarkdown", () => {
  it.each([
    ["Some **bold", "Some **bold**"],
    ["Some `code", "Some `code`"],
    ["a ~~gone", "a ~~gone~~"],
    ["done **bold** text", "done **bold** text"],
    ["see [the docs](https://exa", "see the docs"],
    ["see [the do", "see the do"],
    ["```js\nconst a", "```js\nconst a\n```"],
    ["para\n\n**x** and **y", "para\n\n**x** and **y**"],
  ])("%j → %j", (input, expected) => {
    expect(completePartialMarkdown(input)).toBe(expected);
  });
});
