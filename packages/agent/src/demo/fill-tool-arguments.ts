import { findColourWord, isColourEnum, nearestColour } from "./colour-words.js";

/** A JSON Schema, as far as the demo model reads one. */
export interface DemoSchema {
  type?: string | string[];
  properties?: Record<string, DemoSchema>;
  required?: string[];
  enum?: unknown[];
  items?: DemoSchema;
  default?: unknown;
  minimum?: number;
  description?: string;
}

/**
 * Fills a tool's arguments from the user's words, property by property (documented in the
 * package README): quoted text or the words after "to"/"as"/":" for strings, a mentioned enum
 * value, the first number, on/off for booleans, comma-separated words for string arrays.
 */
export function fillToolArguments(schema: DemoSchema | undefined, text: string): Record<string, unknown> {
  const filled: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const value = fillValue(name, property, text);
    if (value !== undefined) filled[name] = value;
  }
  return filled;
}

function fillValue(name: string, schema: DemoSchema, text: string): unknown {
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== "null") : schema.type;
  const lower = text.toLowerCase();
  if (schema.enum && schema.enum.length > 0) return pickEnumValue(schema.enum, schema.default, lower);
  switch (type) {
    case "number":
    case "integer": {
      const match = /-?\d+(?:\.\d+)?/.exec(text);
      const number = match ? Number(match[0]) : typeof schema.default === "number" ? schema.default : (schema.minimum ?? 0);
      return type === "integer" ? Math.round(number) : number;
    }
    case "boolean":
      return !/\b(off|false|disable|disabled|no|hide)\b/.test(lower);
    case "array": {
      const list = freeText(name, text);
      const items = list.split(/\s*(?:,|\band\b)\s*/).filter(Boolean);
      return schema.items?.type === "number" || schema.items?.type === "integer" ? items.map(Number).filter(Number.isFinite) : items;
    }
    case "object":
      return fillToolArguments(schema, text);
    default:
      return freeText(name, text);
  }
}

/**
 * The enum value the text names; for an enum of colours, the one nearest to a colour the text names
 * ("crimson" → rose); else the default. Never a guess: without a match the property stays unset.
 */
function pickEnumValue(options: readonly unknown[], fallback: unknown, lower: string): unknown {
  const named = options.find((option) => new RegExp(`\\b${escapeRegExp(String(option).toLowerCase())}\\b`).test(lower));
  if (named !== undefined) return named;
  const colour = isColourEnum(options) ? findColourWord(lower) : undefined;
  const nearest = colour ? nearestColour(colour, options as string[]) : undefined;
  return nearest ?? fallback;
}

/** Required properties the text gave no value for (an enum it names no option of). */
export function missingRequired(schema: DemoSchema | undefined, filled: Record<string, unknown>): string[] {
  return (schema?.required ?? []).filter((name) => filled[name] === undefined);
}

function freeText(name: string, text: string): string {
  const quoted = /["“']([^"”']+)["”']/.exec(text);
  if (quoted) return quoted[1]!;
  const named = new RegExp(`\\b${escapeRegExp(name)}\\s*(?:is|=|:)?\\s+(\\S+)`, "i").exec(text);
  if (named && !/^(to|as|is)$/i.test(named[1]!)) return trimPunctuation(named[1]!);
  const after = /\b(?:to|as)\s+(.+)$|:\s*(.+)$/i.exec(text);
  if (after) return trimPunctuation((after[1] ?? after[2])!.replace(/^(?:the|a|an)\s+/i, ""));
  // "the weather in Lisbon": a place after in/for/at.
  const place = /\b(?:in|for|at)\s+(.+)$/i.exec(text);
  if (place) return trimPunctuation(place[1]!.replace(/^(?:the)\s+/i, ""));
  return trimPunctuation(text);
}

function trimPunctuation(value: string): string {
  return value.trim().replace(/[.!?]+$/, "");
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
