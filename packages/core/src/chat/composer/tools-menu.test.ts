import { describe, expect, it } from "vitest";
import { composerEnterAction, composerMenuEntries, filterSlashCommands, slashCommands, slashQuery, wrapIndex, type ToolsMenuEntry } from "./tools-menu.js";

const run = () => {};
const addFile = { label: "Add files", action: run };
const menu: ToolsMenuEntry[] = [
  "-",
  { label: "Search", action: run },
  "-",
  "-",
  { label: "Insert", items: [{ label: "Table", action: run }, "-", { label: "Search", action: run }, { label: "Chart", items: [{ label: "Bar chart", action: run }] }] },
  "-",
];

describe("composerMenuEntries", () => {
  it("puts the add-file entry first, one separator before the tools, and drops empty rules", () => {
    expect(composerMenuEntries(menu, addFile).map((entry) => (entry === "-" ? "-" : entry.label))).toEqual(["Add files", "-", "Search", "-", "Insert"]);
    expect(composerMenuEntries(menu, undefined).map((entry) => (entry === "-" ? "-" : entry.label))).toEqual(["Search", "-", "Insert"]);
    expect(composerMenuEntries(["-", "-"], addFile)).toEqual([addFile]);
    expect(composerMenuEntries(undefined, undefined)).toEqual([]);
  });
});

describe("slash commands", () => {
  it("flattens submenus, drops separators and keeps the first of each label", () => {
    expect(slashCommands(menu, addFile).map((command) => command.label)).toEqual(["Add files", "Search", "Table", "Bar chart"]);
  });

  it("reads the query after a leading slash, up to the first line break", () => {
    expect(slashQuery("/ta")).toBe("ta");
    expect(slashQuery("/")).toBe("");
    expect(slashQuery("/tab\nmore")).toBe("tab");
    expect(slashQuery("hello /ta")).toBeNull();
  });

  it("lists labels starting with the query before labels containing it, ignoring case", () => {
    const commands = slashCommands(menu, addFile);
    expect(filterSlashCommands(commands, "ar").map((command) => command.label)).toEqual(["Search", "Bar chart"]);
    expect(filterSlashCommands(commands, "B").map((command) => command.label)).toEqual(["Bar chart", "Table"]);
    expect(filterSlashCommands(commands, "  ")).toHaveLength(4);
    expect(filterSlashCommands(commands, "zzz")).toEqual([]);
  });

  it("wraps the highlight at both ends", () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(-1, 1, 3)).toBe(0);
    expect(wrapIndex(-1, -1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(-1);
  });
});

describe("composerEnterAction", () => {
  const enter = { key: "Enter", shiftKey: false, isComposing: false };
  it("sends, stops a run when nothing is written, and leaves Shift+Enter and IME composition alone", () => {
    expect(composerEnterAction(enter, { text: "hi", isRunning: false })).toBe("send");
    expect(composerEnterAction(enter, { text: "hi", isRunning: true })).toBe("send");
    expect(composerEnterAction(enter, { text: "  ", isRunning: true })).toBe("stop");
    expect(composerEnterAction({ ...enter, shiftKey: true }, { text: "hi", isRunning: false })).toBe("none");
    expect(composerEnterAction({ ...enter, isComposing: true }, { text: "hi", isRunning: false })).toBe("none");
    expect(composerEnterAction({ ...enter, key: "a" }, { text: "hi", isRunning: false })).toBe("none");
  });
});
