import { Base64, getConvexSize, jsonToConvex, type JSONValue, type Value } from "convex/values";

/**
 * Documents are kept in Convex JSON encoding (the wire format of `convexToJson`):
 * they arrive that way from syscalls and leave that way, so nothing is converted
 * on the hot path. Special values are single-key objects: `{$integer}`, `{$float}`, `{$bytes}`.
 */
export type JsonObject = { [key: string]: JSONValue };
export type Doc = JsonObject & { _id: string; _creationTime: number };

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

type SpecialKind = "$integer" | "$float" | "$bytes" | "$undefined" | "$commitTs";
const SPECIAL_KEYS: ReadonlySet<string> = new Set(["$integer", "$float", "$bytes", "$undefined", "$commitTs"]);

/** The special encoding a JSON object stands for, or null for a plain Convex object. */
export function specialKind(value: JsonObject): SpecialKind | null {
  for (const key in value) {
    if (SPECIAL_KEYS.has(key)) return key as SpecialKind;
    return null;
  }
  return null;
}

export function toConvex(value: JSONValue): Value {
  return jsonToConvex(value);
}

export function convexSize(value: JSONValue): number {
  return getConvexSize(jsonToConvex(value));
}

/** Reads a dotted field path from a document; undefined when any step is missing. */
export function readFieldPath(doc: JsonObject, path: string): JSONValue | undefined {
  if (path.indexOf(".") < 0) return doc[path];
  let current: JSONValue | undefined = doc;
  for (const part of path.split(".")) {
    if (!isPlainObject(current) || specialKind(current) !== null) return undefined;
    current = current[part];
  }
  return current;
}

// ---------------------------------------------------------------------------------------------
// Order-preserving key encoding.
//
// Index keys are encoded into JS strings whose plain `<` order equals Convex's value order
// (undefined < null < int64 < float64 < boolean < string < bytes < array < object, strings by
// code point). Each encoded value is prefix-free, so concatenating the encodings of an index's
// fields gives keys ordered like tuples, and "all keys starting with P" is the range [P, P+MAX).
// ---------------------------------------------------------------------------------------------

const TAG_UNDEFINED = "\u0001";
const TAG_NULL = "\u0002";
const TAG_INT64 = "\u0003";
const TAG_FLOAT64 = "\u0004";
const TAG_FALSE = "\u0005";
const TAG_TRUE = "\u0006";
const TAG_STRING = "\u0007";
const TAG_BYTES = "\u0008";
const TAG_ARRAY = "\u0009";
const TAG_OBJECT = "\u000b";
const END = "\u0000";
/** Greater than every character an encoding can start a continuation with. */
export const KEY_MAX_SUFFIX = "\uffff\uffff";

const floatView = new DataView(new ArrayBuffer(8));

function encodeFloat(value: number): string {
  floatView.setFloat64(0, value);
  let hi = floatView.getUint32(0);
  let lo = floatView.getUint32(4);
  if (hi & 0x80000000) {
    hi = ~hi >>> 0;
    lo = ~lo >>> 0;
  } else {
    hi = (hi | 0x80000000) >>> 0;
  }
  return (
    TAG_FLOAT64 +
    String.fromCharCode(hi >>> 16, hi & 0xffff, lo >>> 16, lo & 0xffff)
  );
}

function encodeInt64(bytesBase64: string): string {
  const bytes = Base64.toByteArray(bytesBase64);
  for (let i = 0; i < 8; i++) floatView.setUint8(7 - i, bytes[i] ?? 0); // little-endian on the wire
  const hi = (floatView.getUint32(0) ^ 0x80000000) >>> 0;
  const lo = floatView.getUint32(4);
  return TAG_INT64 + String.fromCharCode(hi >>> 16, hi & 0xffff, lo >>> 16, lo & 0xffff);
}

function encodeString(value: string): string {
  let out = TAG_STRING;
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code > 1 && code < 0xd800) continue;
    out += value.slice(start, i);
    if (code <= 1) {
      out += "\u0001" + String.fromCharCode(code + 1);
      start = i + 1;
    } else {
      // Code points from U+D800 upwards: re-encode so that UTF-16 order equals code point order.
      const point = value.codePointAt(i) ?? code;
      const offset = point - 0xd800;
      out += String.fromCharCode(0xd800 + (offset >>> 10), 0x400 + (offset & 0x3ff));
      if (point > 0xffff) i++;
      start = i + 1;
    }
  }
  return out + value.slice(start) + END + END;
}

function encodeBytes(bytesBase64: string): string {
  const bytes = Base64.toByteArray(bytesBase64);
  let out = TAG_BYTES;
  for (const byte of bytes) out += String.fromCharCode(byte + 1);
  return out + END;
}

/** Encodes one Convex JSON value (or undefined = missing field) into an order-preserving key. */
export function encodeKeyValue(value: JSONValue | undefined): string {
  if (value === undefined) return TAG_UNDEFINED;
  if (value === null) return TAG_NULL;
  switch (typeof value) {
    case "number":
      return encodeFloat(value);
    case "boolean":
      return value ? TAG_TRUE : TAG_FALSE;
    case "string":
      return encodeString(value);
    default:
      break;
  }
  if (Array.isArray(value)) {
    let out = TAG_ARRAY;
    for (const item of value) out += encodeKeyValue(item);
    return out + END;
  }
  switch (specialKind(value)) {
    case "$integer":
      return encodeInt64(value.$integer as string);
    case "$float":
      return encodeFloat(toConvex(value) as number);
    case "$bytes":
      return encodeBytes(value.$bytes as string);
    case "$undefined":
      return TAG_UNDEFINED;
    case "$commitTs":
      return encodeInt64(Base64.fromByteArray(new Uint8Array([255, 255, 255, 255, 255, 255, 255, 127])));
    default: {
      let out = TAG_OBJECT;
      for (const key of Object.keys(value).sort()) {
        out += TAG_ARRAY + encodeString(key) + encodeKeyValue(value[key]) + END;
      }
      return out + END;
    }
  }
}

/** Key of a document in an index over `fields` (the system fields are appended by the caller). */
export function encodeIndexKey(doc: JsonObject, fields: readonly string[]): string {
  let key = "";
  for (const field of fields) key += encodeKeyValue(readFieldPath(doc, field));
  return key;
}

/** Convex's total order on JSON-encoded values, derived from the key encoding. */
export function compareJsonValues(a: JSONValue | undefined, b: JSONValue | undefined): number {
  const ka = encodeKeyValue(a);
  const kb = encodeKeyValue(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** Parse a literal from a query (range bound, filter literal); `{$undefined: null}` means undefined. */
export function literalValue(value: JSONValue): JSONValue | undefined {
  if (isPlainObject(value) && specialKind(value) === "$undefined") return undefined;
  return value;
}
