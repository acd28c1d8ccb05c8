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
