type JsonSchema = Record<string, unknown>;

interface Zod4Def {
  type: string;
  [key: string]: unknown;
}

type Zod4Schema = {
  _zod: { def: Zod4Def; bag?: Record<string, unknown>; optin?: string };
  meta?: () => Record<string, unknown> | undefined;
};

const isZod4 = (value: unknown): value is Zod4Schema => typeof value === "object" && value !== null && "_zod" in value;

/** zod's string format names that JSON Schema spells differently (`""`: no format). */
const FORMATS: Record<string, string> = { guid: "uuid", url: "uri", datetime: "date-time", json_string: "json-string", regex: "" };

const numberIn = (bag: Record<string, unknown>, keys: Record<string, string>): JsonSchema => {
  const result: JsonSchema = {};
  for (const [from, to] of Object.entries(keys)) if (typeof bag[from] === "number") result[to] = bag[from];
  return result;
};

const typeOfAll = (values: unknown[]): string | undefined => {
  for (const type of ["string", "number"]) if (values.every((value) => typeof value === type)) return type;
  return undefined;
};

/** The values of a zod 4 enum (a TypeScript numeric enum's reverse entries left out). */
const enumValues = (entries: Record<string, unknown>): unknown[] => {
  const numbers = Object.values(entries).filter((value) => typeof value === "number");
  return Object.entries(entries)
    .filter(([key]) => !numbers.includes(Number(key)))
    .map(([, value]) => value);
};

/**
 * The JSON Schema of a zod 4 schema's input, for tool parameters, read from zod's own internals
 * (`_zod.def` and the `_zod.bag` of constraints): strings (lengths, formats, patterns), numbers
 * (integer, bounds, multiples), booleans, dates, arrays, tuples, sets, objects, records, enums,
 * literals, unions, intersections, optional, nullable, default, pipes, lazy and recursive
 * schemas, with their metadata (`.describe()`, `.meta()`). Anything else is an unconstrained
 * schema. zod ≥ 4.2 schemas never get here (they carry Standard JSON Schema); this keeps zod's
 * whole JSON Schema generator out of every browser bundle for the older ones.
 */
export function zod4ToJsonSchema(schema: unknown, visiting: Set<object> = new Set()): JsonSchema {
  if (!isZod4(schema)) return {};
  // A recursive schema (lazy, or a getter in a shape) stops at its second visit.
  if (visiting.has(schema)) return {};
  visiting.add(schema);
  try {
    const json = convert(schema, (value) => zod4ToJsonSchema(value, visiting));
    const meta = typeof schema.meta === "function" ? schema.meta() : undefined;
    if (!meta) return json;
    const { id: _id, ...rest } = meta;
    return { ...json, ...rest };
  } finally {
    visiting.delete(schema);
  }
}

function convert(schema: Zod4Schema, inner: (value: unknown) => JsonSchema): JsonSchema {
  const def = schema._zod.def;
  const bag = schema._zod.bag ?? {};
  switch (def.type) {
    case "string": {
      const format = typeof bag.format === "string" ? (FORMATS[bag.format] ?? bag.format) : "";
      const patterns = bag.patterns instanceof Set ? ([...bag.patterns] as RegExp[]) : [];
      return {
        type: "string",
        ...numberIn(bag, { minimum: "minLength", maximum: "maxLength" }),
        ...(format && { format }),
        ...(patterns.length === 1 && { pattern: patterns[0]!.source }),
        ...(patterns.length > 1 && { allOf: patterns.map((pattern) => ({ type: "string", pattern: pattern.source })) }),
      };
    }
    case "number": {
      const integer = typeof bag.format === "string" && bag.format.includes("int");
      const bounds = numberIn(bag, { minimum: "minimum", maximum: "maximum", exclusiveMinimum: "exclusiveMinimum", exclusiveMaximum: "exclusiveMaximum", multipleOf: "multipleOf" });
      return { type: integer ? "integer" : "number", ...bounds };
    }
    case "bigint":
      return { type: "integer" };
    case "boolean":
    case "success":
      return { type: "boolean" };
    case "null":
      return { type: "null" };
    case "date":
      return { type: "string", format: "date-time" };
    case "template_literal":
      return { type: "string", ...(bag.pattern instanceof RegExp && { pattern: bag.pattern.source }) };
    case "file":
      return { type: "string", format: "binary", contentEncoding: "binary" };
    case "array":
      return { type: "array", items: inner(def.element), ...numberIn(bag, { minimum: "minItems", maximum: "maxItems" }) };
    case "tuple":
      return { type: "array", items: (def.items as unknown[]).map(inner), ...(def.rest != null && { additionalItems: inner(def.rest) }) };
    case "set":
      return { type: "array", uniqueItems: true, items: inner(def.valueType) };
    case "object": {
      const shape = (def.shape ?? {}) as Record<string, Zod4Schema>;
      const properties: JsonSchema = {};
      const required: string[] = [];
      for (const key of Object.keys(shape)) {
        const value = shape[key]!;
        properties[key] = inner(value);
        if (value._zod?.optin === undefined) required.push(key);
      }
      return { type: "object", properties, ...(required.length > 0 && { required }) };
    }
    case "record":
      return { type: "object", propertyNames: inner(def.keyType), additionalProperties: inner(def.valueType) };
    case "map":
      return { type: "object", additionalProperties: inner(def.valueType) };
    case "enum": {
      const values = enumValues(def.entries as Record<string, unknown>);
      const type = typeOfAll(values);
      return { ...(type && { type }), enum: values };
    }
    case "literal": {
      const values = (def.values as unknown[]).filter((value) => value !== undefined).map((value) => (typeof value === "bigint" ? Number(value) : value));
      if (values.length === 1) return { type: values[0] === null ? "null" : typeof values[0], const: values[0] };
      const type = typeOfAll(values);
      return { ...(type && { type }), enum: values };
    }
    case "union":
      return { anyOf: (def.options as unknown[]).map(inner) };
    case "intersection":
      return { allOf: [inner(def.left), inner(def.right)] };
    case "nullable":
      return { anyOf: [inner(def.innerType), { type: "null" }] };
    case "default": {
      const value = typeof def.defaultValue === "function" ? (def.defaultValue as () => unknown)() : def.defaultValue;
      return { ...inner(def.innerType), ...(value !== undefined && { default: JSON.parse(JSON.stringify(value)) as unknown }) };
    }
    case "optional":
    case "nonoptional":
    case "prefault":
    case "catch":
    case "promise":
      return inner(def.innerType);
    case "readonly":
      return { ...inner(def.innerType), readOnly: true };
    case "pipe":
      return inner(def.in);
    case "lazy":
      return inner((def.getter as () => unknown)());
    default:
      return {};
  }
}
