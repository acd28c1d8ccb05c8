/**
 * Error reports must not carry personal or clinical data. This removes email addresses
 * everywhere, every value registered as sensitive (names, pet names, notes seen in this page),
 * and fields that hold free text.
 */
const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const freeTextKeys = new Set([
  "name",
  "email",
  "displayname",
  "petname",
  "notes",
  "note",
  "reason",
  "bio",
  "subjective",
  "objective",
  "assessment",
  "plan",
  "followup",
  "allergies",
  "medications",
  "phone",
  "password",
  "body",
  "data",
  "cookies",
]);
export const redacted = "[redacted]";

const sensitiveValues = new Set<string>();

/** Features register the personal text they show, so a report that quotes it is cleaned. */
export function registerSensitiveText(...values: Array<string | null | undefined>): void {
  for (const value of values) {
    if (value && value.trim().length >= 2) sensitiveValues.add(value.trim());
  }
}

export function forgetSensitiveText(): void {
  sensitiveValues.clear();
}

function scrubString(text: string): string {
  let result = text.replace(emailPattern, redacted);
  for (const value of sensitiveValues) {
    if (result.includes(value)) result = result.split(value).join(redacted);
  }
  return result;
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return scrubString(value);
  if (depth > 8 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const normalizedKey = key.toLowerCase().replace(/[_-]/g, "");
    result[key] = freeTextKeys.has(normalizedKey) && item !== null && item !== undefined ? redacted : scrubValue(item, depth + 1);
  }
  return result;
}

export function scrubEvent<TEvent extends object>(event: TEvent): TEvent {
  const scrubbed = scrubValue(event, 0) as Record<string, unknown>;
  const user = (event as { user?: { id?: unknown } }).user;
  if (user) scrubbed.user = user.id === undefined ? {} : { id: user.id };
  delete scrubbed.request;
  return scrubbed as TEvent;
}
