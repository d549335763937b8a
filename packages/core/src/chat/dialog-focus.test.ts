// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { focusDialog, trapDialogFocus } from "./dialog-focus.js";

afterEach(() => void (document.body.innerHTML = ""));

function dialog(html: string): HTMLElement {
  const element = document.createElement("div");
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

const tab = (shiftKey = false) => {
  const event = { key: "Tab", shiftKey, prevented: false, preventDefault: () => void (event.prevented = true) };
  return event;
};

describe("dialog focus", () => {
  it("focuses the composer first, else the first focusable element", () => {
    focusDialog(dialog('<button id="close">x</button><textarea id="box"></textarea>'));
    expect(document.activeElement?.id).toBe("box");
    document.body.innerHTML = "";
    focusDialog(dialog('<span tabindex="-1">no</span><button id="close">x</button>'));
    expect(document.activeElement?.id).toBe("close");
  });

  it("wraps Tab from the last element to the first and Shift+Tab from the first to the last", () => {
    const element = dialog('<button id="a">a</button><button disabled>off</button><textarea id="b"></textarea>');
    document.getElementById("b")!.focus();
    const forward = tab();
    trapDialogFocus(forward, element);
    expect([forward.prevented, document.activeElement?.id]).toEqual([true, "a"]);
    const backward = tab(true);
    trapDialogFocus(backward, element);
    expect([backward.prevented, document.activeElement?.id]).toEqual([true, "b"]);
    const inside = tab(true);
    trapDialogFocus(inside, element);
    expect(inside.prevented).toBe(false);
  });
});
