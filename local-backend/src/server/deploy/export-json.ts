import type { JSONValue } from "convex/values";

/**
 * Convex's lossless export JSON (`ConvexExportJSON`): Int64 as an integer literal, float64 always with
 * a dot or exponent ("3.0"), bytes as `{"$bytes"}`, non-finite floats as `{"$float"}`. Values here are in
 * Convex's wire encoding (`{"$integer": base64}` for Int64), as the engine stores them.
 */
export function toExportJson(value: JSONValue): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    const text = JSON.stringify(value);
    return /[.eE]/.test(text) ? text : `${text}.0`;
  }
  if (Array.isArray(value)) return `[${value.map(toExportJson).join(",")}]`;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === "$integer" && typeof value.$integer === "string") {
    return Buffer.from(value.$integer, "base64").readBigInt64LE().toString();
  }
  return `{${keys.map((key) => `${JSON.stringify(key)}:${toExportJson(value[key] as JSONValue)}`).join(",")}}`;
}

function int64Json(literal: string): string {
  const bytes = Buffer.alloc(8);
  bytes.writeBigInt64LE(BigInt(literal));
  return `{"$integer":"${bytes.toString("base64")}"}`;
}

/** Parses one value of export JSON back into the wire encoding (integer literals become Int64). */
export function fromExportJson(text: string): JSONValue {
  let out = "";
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '"') {
      let end = index + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      out += text.slice(index, end + 1);
      index = end + 1;
    } else if (char === "-" || (char >= "0" && char <= "9")) {
      const match = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(index, index + 64)) as RegExpExecArray;
      out += match[1] === undefined && match[2] === undefined ? int64Json(match[0]) : match[0];
      index += match[0].length;
    } else {
      out += char;
      index += 1;
    }
  }
  return JSON.parse(out) as JSONValue;
}
