/** Validator JSON as `exportArgs()` gives it. */
export type ValidatorJson =
  | { type: "object"; value: Record<string, { fieldType: ValidatorJson; optional: boolean }> }
  | { type: "array"; value: ValidatorJson }
  | { type: "union"; value: ValidatorJson[] }
  | { type: "string" | "number" | "boolean" | "null" | "any" | "id" | "literal" | "int64" | "bytes" | "record" };

/** Mulberry32: a small seeded generator, so a failing case is reproduced by its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const HUGE_STRING = "ü".repeat(300_000);
const nestedJunk = (depth: number): unknown => (depth === 0 ? ["x", 1, null] : { a: nestedJunk(depth - 1), b: [depth] });

const WRONG_TYPES: unknown[] = [null, true, 42, "text", [], {}, [1, "two", null], nestedJunk(12)];
const BAD_STRINGS: unknown[] = [
  "",
  " ",
  HUGE_STRING,
  "not-an-id",
  "10001;users",
  "k57a".repeat(8),
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "\u0000\uFFFF\uD83D",
  "'; DROP TABLE users; --",
  "9999-99-99",
  "2026-02-30",
  "25:61",
];
const BAD_NUMBERS: unknown[] = [
  -1,
  0,
  1.5,
  -0.0001,
  NaN,
  Infinity,
  -Infinity,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  8.64e15 + 1,
  -8.64e15 - 1,
  Date.UTC(9999, 0, 1),
  Date.UTC(1900, 0, 1),
];

function badValuesFor(validator: ValidatorJson): unknown[] {
  switch (validator.type) {
    case "string":
    case "id":
      return [...BAD_STRINGS, ...WRONG_TYPES.filter((value) => typeof value !== "string")];
    case "number":
      return [...BAD_NUMBERS, ...WRONG_TYPES.filter((value) => typeof value !== "number")];
    case "array":
      return [Array.from({ length: 2_000 }, () => "x"), [nestedJunk(5)], ...WRONG_TYPES];
    case "object":
      return [{ unexpected: true }, ...WRONG_TYPES];
    default:
      return WRONG_TYPES;
  }
}

/**
 * Variants of valid arguments with one field broken at a time (every field, every bad value of its
 * type), plus a few broken argument objects as a whole; `sample` caps the variants per function.
 */
export function badArgumentVariants(
  argsValidator: ValidatorJson,
  validArgs: Record<string, unknown>,
  random: () => number,
  sample: number,
): unknown[] {
  const variants: unknown[] = [{ ...validArgs, extraField: "junk" }, nestedJunk(8), {}];
  if (argsValidator.type === "object") {
    for (const [field, { fieldType }] of Object.entries(argsValidator.value)) {
      for (const bad of badValuesFor(fieldType)) variants.push({ ...validArgs, [field]: bad });
      const { [field]: _dropped, ...withoutField } = validArgs;
      variants.push(withoutField);
      if (fieldType.type === "object") {
        for (const [inner, { fieldType: innerType }] of Object.entries(fieldType.value)) {
          const base = (validArgs[field] ?? {}) as Record<string, unknown>;
          for (const bad of badValuesFor(innerType)) variants.push({ ...validArgs, [field]: { ...base, [inner]: bad } });
        }
      }
    }
  }
  // Seeded shuffle, then a bounded sample keeps the run short and reproducible.
  for (let index = variants.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [variants[index], variants[other]] = [variants[other], variants[index]];
  }
  return variants.slice(0, sample);
}

type AnyValidatorJson = {
  type: string;
  value?: unknown;
  keys?: AnyValidatorJson;
  values?: { fieldType: AnyValidatorJson };
};

/** The smallest value a validator accepts, or undefined when there is none to make up (an id). */
function minimalValue(validator: AnyValidatorJson): unknown {
  switch (validator.type) {
    case "string":
      return "x";
    case "number":
      return 1;
    case "boolean":
      return false;
    case "null":
      return null;
    case "literal":
      return validator.value;
    case "array":
      return [];
    case "record":
      return {};
    case "union":
      return minimalValue((validator.value as AnyValidatorJson[])[0]!);
    case "object": {
      const fields = validator.value as Record<string, { fieldType: AnyValidatorJson; optional: boolean }>;
      const out: Record<string, unknown> = {};
      for (const [name, { fieldType, optional }] of Object.entries(fields)) {
        if (optional) continue;
        const value = minimalValue(fieldType);
        if (value === undefined) return undefined;
        out[name] = value;
      }
      return out;
    }
    default:
      return undefined;
  }
}

/**
 * Every text argument of a function (nested fields, array items, record keys and values; optional ones
 * too), each in turn replaced by `text` inside otherwise valid arguments. Ids are not text: their validator
 * refuses a wrong one before the function runs.
 */
export function oversizedTextVariants(
  argsValidator: ValidatorJson,
  validArgs: Record<string, unknown>,
  text: string,
): { path: string; args: unknown }[] {
  const found: { path: string; args: unknown }[] = [];
  const visit = (validator: AnyValidatorJson, value: unknown, path: string, rebuild: (replaced: unknown) => unknown) => {
    switch (validator.type) {
      case "string":
        found.push({ path, args: rebuild(text) });
        return;
      case "object": {
        const base = (typeof value === "object" && value !== null ? value : (minimalValue(validator) ?? {})) as Record<string, unknown>;
        const fields = validator.value as Record<string, { fieldType: AnyValidatorJson }>;
        for (const [name, { fieldType }] of Object.entries(fields)) {
          const current = base[name] ?? minimalValue(fieldType);
          visit(fieldType, current, path === "" ? name : `${path}.${name}`, (replaced) => rebuild({ ...base, [name]: replaced }));
        }
        return;
      }
      case "array": {
        const items = Array.isArray(value) ? value : [];
        const itemType = validator.value as AnyValidatorJson;
        const first = items[0] ?? minimalValue(itemType);
        if (first === undefined) return;
        visit(itemType, first, `${path}[]`, (replaced) => rebuild([replaced, ...items.slice(1)]));
        return;
      }
      case "record": {
        const valueType = validator.values?.fieldType;
        const sample = valueType === undefined ? undefined : minimalValue(valueType);
        if (sample === undefined) return;
        // Keys that are a closed set (locales) are refused by the validator; free keys are text.
        if (validator.keys?.type === "string") found.push({ path: `${path}{key}`, args: rebuild({ [text]: sample }) });
        if (valueType !== undefined) visit(valueType, sample, `${path}{}`, (replaced) => rebuild({ en: replaced }));
        return;
      }
      case "union":
        for (const member of validator.value as AnyValidatorJson[]) visit(member, value, path, rebuild);
        return;
      default:
        return;
    }
  };
  visit(argsValidator as AnyValidatorJson, validArgs, "", (replaced) => replaced);
  return found;
}
