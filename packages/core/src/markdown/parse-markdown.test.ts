import { describe, expect, it } from "vitest";
import { parseInline } from "./parse-inline.js";
import { parseMarkdown } from "./parse-markdown.js";

const types = (source: string) => parseMarkdown(source).map((block) => block.type);

describe("parseMarkdown", () => {
  it("splits headings, paragraphs, rules, quotes and code", () => {
    expect(types("# Title\n\ntext\nmore\n\n---\n\n> quoted\n> too\n\n```ts\nlet a = 1;\n```\nafter")).toEqual([
      "heading",
      "paragraph",
      "hr",
      "blockquote",
      "code",
      "paragraph",
    ]);
    const [heading, paragraph] = parseMarkdown("## Two ##\npara\nline");
    expect(heading).toMatchObject({ type: "heading", depth: 2, text: "Two" });
    expect(paragraph).toMatchObject({ type: "paragraph", text: "para\nline" });
  });

  it("runs an unclosed fence to the end and keeps the fence's language", () => {
    expect(parseMarkdown("```python\nprint(1)\n\nprint(2)")).toEqual([
      { type: "code", language: "python", code: "print(1)\n\nprint(2)", raw: "```python\nprint(1)\n\nprint(2)" },
    ]);
    expect(parseMarkdown("~~~\n```\n~~~")[0]).toMatchObject({ type: "code", code: "```" });
  });

  it("parses nested, ordered and task lists", () => {
    const [list] = parseMarkdown("3. three\n4. four\n   - nested\n   - [x] done\n5. five");
    expect(list).toMatchObject({ type: "list", ordered: true, start: 3 });
    if (list?.type !== "list") throw new Error("not a list");
    expect(list.items).toHaveLength(3);
    const nested = list.items[1]!.blocks[1];
    expect(nested).toMatchObject({ type: "list", ordered: false });
    if (nested?.type !== "list") throw new Error("not a list");
    expect(nested.items.map((item) => item.checked)).toEqual([undefined, true]);
  });

  it("parses GFM tables with alignment and escaped pipes", () => {
    expect(parseMarkdown("| a | b \\| c | d |\n|:--|:-:|--:|\n| 1 | 2 |")[0]).toMatchObject({
      type: "table",
      align: ["left", "center", "right"],
      header: ["a", "b | c", "d"],
      rows: [["1", "2", ""]],
    });
  });
});

describe("parseInline", () => {
  it("parses emphasis, code, strikethrough, links and images", () => {
    expect(parseInline("a **b _c_** `d` ~~e~~ [f](https://x.test \"t\") ![g](/g.png)")).toEqual([
      "a ",
      { type: "strong", children: ["b ", { type: "em", children: ["c"] }] },
      " ",
      { type: "code", text: "d" },
      " ",
      { type: "del", children: ["e"] },
      " ",
      { type: "link", href: "https://x.test", title: "t", children: ["f"] },
      " ",
      { type: "image", src: "/g.png", alt: "g", title: undefined },
    ]);
  });

  it("leaves unmatched delimiters, snake_case and escapes as text", () => {
    expect(parseInline("2 * 3 and snake_case_name and \\*not em\\* and **open")).toEqual(["2 * 3 and snake_case_name and *not em* and **open"]);
  });

  it("links bare URLs and autolinks, and turns two trailing spaces into a break", () => {
    expect(parseInline("see https://x.test/a. or <mailto:me@x.test>  \nnext")).toEqual([
      "see ",
      { type: "link", href: "https://x.test/a", title: undefined, children: ["https://x.test/a"] },
      ". or ",
      { type: "link", href: "mailto:me@x.test", title: undefined, children: ["mailto:me@x.test"] },
      { type: "br" },
      "next",
    ]);
  });

  it("keeps raw HTML as text", () => {
    expect(parseInline("<b>x</b>")).toEqual(["<b>x</b>"]);
  });
});
