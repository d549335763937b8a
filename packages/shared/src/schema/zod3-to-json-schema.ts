type JsonSchema = Record<string, unknown>;

interface Zod3Def {
  typeName?: string;
  description?: string;
  [key: string]: unknown;
}

type Zod3Schema = { _def: Zod3Def; description?: string };

const isZod3 = (value: unknown): value is Zod3Schema => typeof value === "object" && value !== null && "_def" in value;

const withDescription = (schema: JsonSchema, def: Zod3Def): JsonSchema =>
  def.description === undefined ? schema : { ...schema, description: def.description };

/** Whether a property of a zod 3 object may be left out. */
function isOptional(schema: Zod3Schema): boolean {
  const name = schema._def.typeName;
  return name === "ZodOptional" || name === "ZodDefault" || (name === "ZodEffects" && isOptional(schema._def.schema as Zod3Schema));
}

/**
 * The JSON Schema of a zod 3 schema, for tool parameters: objects, strings, numbers, integers,
 * booleans, arrays, enums, literals, unions, records, optional, nullable, default and effects
 * (refinements keep their inner type). Anything else is an unconstrained schema. Small on purpose:
 * the `zod-to-json-schema` package would pull the whole zod 3 library into every browser bundle.
 */
export function zod3ToJsonSchema(schema: unknown): JsonSchema {
  if (!isZod3(schema)) return {};
  const def = schema._def;
  const inner = (value: unknown) => zod3ToJsonSchema(value);
  switch (def.typeName) {
    case "ZodObject": {
      const shape = (typeof def.shape === "function" ? (def.shape as () => Record<string, Zod3Schema>)() : def.shape) as Record<string, Zod3Schema>;
      const properties: JsonSchema = {};
      const required: string[] = [];
      for (const [key, value] of Object.entries(shape ?? {})) {
        properties[key] = inner(value);
        if (!isOptional(value)) required.push(key);
      }
      return withDescription({ type: "object", properties, ...(required.length > 0 && { required }) }, def);
    }
    case "ZodString":
      return withDescription({ type: "string" }, def);
    case "ZodNumber": {
      const checks = (def.checks as Array<{ kind: string; value?: number; inclusive?: boolean }> | undefined) ?? [];
      const result: JsonSchema = { type: checks.some((check) => check.kind === "int") ? "integer" : "number" };
      for (const check of checks) {
        if (check.kind === "min") result[check.inclusive === false ? "exclusiveMinimum" : "minimum"] = check.value;
        if (check.kind === "max") result[check.inclusive === false ? "exclusiveMaximum" : "maximum"] = check.value;
      }
      return withDescription(result, def);
    }
    case "ZodBigInt":
      return withDescription({ type: "integer" }, def);
    case "ZodBoolean":
      return withDescription({ type: "boolean" }, def);
    case "ZodDate":
      return withDescription({ type: "string", format: "date-time" }, def);
    case "ZodNull":
      return withDescription({ type: "null" }, def);
    case "ZodArray":
      return withDescription({ type: "array", items: inner(def.type) }, def);
    case "ZodTuple":
      return withDescription({ type: "array", items: (def.items as unknown[]).map(inner) }, def);
    case "ZodSet":
      return withDescription({ type: "array", uniqueItems: true, items: inner(def.valueType) }, def);
    case "ZodRecord":
    case "ZodMap":
      return withDescription({ type: "object", additionalProperties: inner(def.valueType) }, def);
    case "ZodEnum":
      return withDescription({ type: "string", enum: [...(def.values as string[])] }, def);
    case "ZodNativeEnum": {
      const values = Object.values(def.values as Record<string, string | number>).filter(
        (value, _index, all) => typeof value === "number" || !all.includes(Number(value) as never),
      );
      return withDescription({ enum: values }, def);
    }
    case "ZodLiteral":
      return withDescription({ const: def.value, ...(typeof def.value === "string" && { type: "string" }) }, def);
    case "ZodUnion":
    case "ZodDiscriminatedUnion": {
      const options = (Array.isArray(def.options) ? def.options : [...(def.options as Map<unknown, unknown>).values()]) as unknown[];
      return withDescription({ anyOf: options.map(inner) }, def);
    }
    case "ZodIntersection":
      return withDescription({ allOf: [inner(def.left), inner(def.right)] }, def);
    case "ZodOptional":
      return withDescription(inner(def.innerType), def);
    case "ZodNullable":
      return withDescription({ anyOf: [inner(def.innerType), { type: "null" }] }, def);
    case "ZodDefault": {
      const value = typeof def.defaultValue === "function" ? (def.defaultValue as () => unknown)() : def.defaultValue;
      return withDescription({ ...inner(def.innerType), default: value }, def);
    }
    case "ZodEffects":
      return withDescription(inner(def.schema), def);
    case "ZodLazy":
      return withDescription(inner((def.getter as () => unknown)()), def);
    case "ZodBranded":
    case "ZodReadonly":
    case "ZodCatch":
      return withDescription(inner(def.type ?? def.innerType), def);
    case "ZodPipeline":
      return withDescription(inner(def.in), def);
    default:
      return withDescription({}, def);
  }
}
