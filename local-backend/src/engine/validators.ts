import type { JSONValue } from "convex/values";
import { isPlainObject, specialKind, toConvex, type JsonObject } from "./values.js";

/** Validator JSON as produced by `validator.json` / `exportArgs()` in the convex package. */
export type ValidatorJson =
  | { type: "any" | "null" | "number" | "float64" | "bigint" | "int64" | "boolean" | "string" | "bytes" | "commitTs" }
  | { type: "literal"; value: JSONValue }
  | { type: "id"; tableName: string }
  | { type: "array"; value: ValidatorJson }
  | { type: "record"; keys: ValidatorJson; values: { fieldType: ValidatorJson; optional: boolean } }
  | { type: "object"; value: Record<string, { fieldType: ValidatorJson; optional: boolean }> }
  | { type: "union"; value: ValidatorJson[] };

export interface IdChecker {
  /** true if the string is an id of a document in the named table (by its encoded table number) */
  isIdOfTable(id: string, tableName: string): boolean;
}

/** A mismatch, described in Convex's words (without the "XValidationError: " prefix). */
export function validate(validator: ValidatorJson, value: JSONValue | undefined, ids: IdChecker): string | null {
  return check(validator, value, "", ids);
}

function mismatch(path: string, value: JSONValue | undefined, validator: ValidatorJson): string {
  return (
    `Value does not match validator.\n` +
    (path === "" ? "" : `Path: ${path}\n`) +
    `Value: ${printValue(value)}\n` +
    `Validator: ${printValidator(validator)}`
  );
}

function fieldPath(path: string, field: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(field) ? `${path}.${field}` : `${path}[${JSON.stringify(field)}]`;
}

function check(validator: ValidatorJson, value: JSONValue | undefined, path: string, ids: IdChecker): string | null {
  const fail = () => mismatch(path, value, validator);
  if (value === undefined) return fail();
  const special = isPlainObject(value) ? specialKind(value) : null;
  switch (validator.type) {
    case "any":
      return null;
    case "null":
      return value === null ? null : fail();
    case "number":
    case "float64":
      return typeof value === "number" || special === "$float" ? null : fail();
    case "bigint":
    case "int64":
    case "commitTs":
      return special === "$integer" || special === "$commitTs" ? null : fail();
    case "boolean":
      return typeof value === "boolean" ? null : fail();
    case "string":
      return typeof value === "string" ? null : fail();
    case "bytes":
      return special === "$bytes" ? null : fail();
    case "literal":
      return sameLiteral(validator.value, value) ? null : fail();
    case "id":
      return typeof value === "string" && ids.isIdOfTable(value, validator.tableName) ? null : fail();
    case "array": {
      if (!Array.isArray(value)) return fail();
      for (let i = 0; i < value.length; i++) {
        const problem = check(validator.value, value[i], `${path}[${i}]`, ids);
        if (problem !== null) return problem;
      }
      return null;
    }
    case "record": {
      if (!isPlainObject(value) || special !== null) return fail();
      for (const [key, item] of Object.entries(value)) {
        if (key.startsWith("$") || key.startsWith("_")) return fail();
        if (check(validator.keys, key, fieldPath(path, key), ids) !== null) return fail();
        const problem = check(validator.values.fieldType, item, fieldPath(path, key), ids);
        if (problem !== null) return problem;
      }
      return null;
    }
    case "object":
      return checkObject(validator, value, path, ids);
    case "union": {
      for (const member of validator.value) {
        if (check(member, value, path, ids) === null) return null;
      }
      return fail();
    }
  }
}

function checkObject(
  validator: Extract<ValidatorJson, { type: "object" }>,
  value: JSONValue,
  path: string,
  ids: IdChecker,
): string | null {
  if (!isPlainObject(value) || specialKind(value) !== null) return mismatch(path, value, validator);
  for (const [field, { fieldType, optional }] of Object.entries(validator.value)) {
    const item = value[field];
    if (item === undefined) {
      if (optional) continue;
      return (
        `Object is missing the required field \`${field}\`. Consider wrapping the field validator in \`v.optional(...)\` if this is expected.\n\n` +
        `Object: ${printValue(value)}\n` +
        `Validator: ${printValidator(validator)}`
      );
    }
    const problem = check(fieldType, item, fieldPath(path, field), ids);
    if (problem !== null) return problem;
  }
  for (const field of Object.keys(value)) {
    if (!(field in validator.value)) {
      return (
        `Object contains extra field \`${field}\` that is not in the validator.\n\n` +
        `Object: ${printValue(value)}\n` +
        `Validator: ${printValidator(validator)}`
      );
    }
  }
  return null;
}

function sameLiteral(expected: JSONValue, actual: JSONValue): boolean {
  if (isPlainObject(expected) && isPlainObject(actual)) {
    return expected.$integer !== undefined && expected.$integer === actual.$integer;
  }
  return expected === actual;
}

/** Prints a value the way Convex's error messages do (JS-like syntax). */
export function printValue(value: JSONValue | undefined): string {
  if (value === undefined) return "undefined";
  if (value === null || typeof value === "boolean" || typeof value === "number") return String(value);
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(printValue).join(", ")}]`;
  switch (specialKind(value)) {
    case "$integer":
      return `${String(toConvex(value))}n`;
    case "$float":
      return String(toConvex(value));
    case "$bytes":
      return "ArrayBuffer";
    case "$undefined":
      return "undefined";
    case "$commitTs":
      return "commitTs";
    default:
      return `{${Object.entries(value as JsonObject)
        .map(([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${printValue(item)}`)
        .join(", ")}}`;
  }
}

export function printValidator(validator: ValidatorJson): string {
  switch (validator.type) {
    case "number":
    case "float64":
      return "v.float64()";
    case "bigint":
    case "int64":
      return "v.int64()";
    case "any":
    case "null":
    case "boolean":
    case "string":
    case "bytes":
    case "commitTs":
      return `v.${validator.type}()`;
    case "literal":
      return `v.literal(${printValue(validator.value)})`;
    case "id":
      return `v.id(${JSON.stringify(validator.tableName)})`;
    case "array":
      return `v.array(${printValidator(validator.value)})`;
    case "record":
      return `v.record(${printValidator(validator.keys)}, ${printField(validator.values)})`;
    case "union":
      return `v.union(${validator.value.map(printValidator).join(", ")})`;
    case "object":
      return `v.object({${Object.entries(validator.value)
        .map(([key, field]) => `${key}: ${printField(field)}`)
        .join(", ")}})`;
  }
}

function printField(field: { fieldType: ValidatorJson; optional: boolean }): string {
  const inner = printValidator(field.fieldType);
  return field.optional ? `v.optional(${inner})` : inner;
}
