// @vitest-environment jsdom
import "./setup-act.js";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MarkdownRenderer } from "../src/index.js";

afterEach(() => cleanup());

describe("MarkdownRenderer", () => {
  it("renders a streaming code fence as a code block before it is closed", () => {
    const { container } = render(<MarkdownRenderer content={"Intro\n\n```py\nprint(1)"} streaming />);
    expect(container.querySelector("pre code.language-py")!.textContent).toBe("print(1)");
  });

  it("renders tables, lists and task lists", () => {
    const { container } = render(<MarkdownRenderer content={"| a | b |\n|---|:-:|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n1. one\n2. two"} />);
    expect(container.querySelectorAll("table td")).toHaveLength(2);
    expect(container.querySelectorAll("input[type=checkbox]")).toHaveLength(2);
    expect(container.querySelector("ol")!.children).toHaveLength(2);
  });

  it("drops unsafe links and images, and shows raw HTML as text", () => {
    const { container } = render(<MarkdownRenderer content={'[x](javascript:alert(1)) ![i](data:text/html,hi) <script>alert(1)</script>'} />);
    expect(container.querySelector("a")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.textContent).toContain("<script>alert(1)</script>");
  });

  it("loads syntax highlighting lazily and renders its nodes", async () => {
    let loads = 0;
    const highlight = async () => {
      loads++;
      return (code: string) => <mark>{code.toUpperCase()}</mark>;
    };
    const { container, findByText } = render(<MarkdownRenderer content={"```\nabc\n```\n\n```\ndef\n```"} highlight={highlight} />);
    await findByText("ABC");
    await findByText("DEF");
    expect(loads).toBe(1);
    expect(container.querySelectorAll("mark")).toHaveLength(2);
  });
});
