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
    ["Some *emphasis", "Some *emphasis*"],
    ["Some _emphasis", "Some _emphasis_"],
    ["**bold *both", "**bold *both***"],
    ["***all", "***all***"],
    ["*done* and *open", "*done* and *open*"],
    ["* item one\n* item *two", "* item one\n* item *two*"],
    ["2 * 3 = 6", "2 * 3 = 6"],
    ["call snake_case_name", "call snake_case_name"],
    ["`a*b` and *c", "`a*b` and *c*"],
  ])("%j → %j", (input, expected) => {
    expect(completePartialMarkdown(input)).toBe(expected);
  });
});
