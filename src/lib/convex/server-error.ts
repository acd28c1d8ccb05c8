import type { MessageDescriptor } from "@lingui/core";
import type { ErrorCode } from "@shared/errors/error-codes";
import { ConvexError } from "convex/values";

/**
 * The one reader of refusals from Convex functions (`ConvexError` data: `{ code, fields?, ...details }`).
 * Anything else (a network failure, a bug) has no code, so pages fall back to their generic message.
 */
export function errorData(error: unknown): Readonly<Record<string, unknown>> | undefined {
  if (!(error instanceof ConvexError)) return undefined;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : undefined;
}

export function errorCode(error: unknown): string | undefined {
  const code = errorData(error)?.code;
  return typeof code === "string" ? code : undefined;
}

/** The per-field codes of an INVALID_INPUT refusal, keyed by dotted path ("monday.0.start"). */
export function errorFields(error: unknown): Record<string, string> {
  const fields = errorData(error)?.fields;
  return typeof fields === "object" && fields !== null ? (fields as Record<string, string>) : {};
}

export type ErrorMessages = Partial<Record<ErrorCode, MessageDescriptor>>;

/** The page's message for a refusal, or its fallback for an unknown code or an error without one. */
export function messageForError(error: unknown, messages: ErrorMessages, fallback: MessageDescriptor): MessageDescriptor {
  return messageForCode(errorCode(error), messages, fallback);
}

/** The page's message for a code (a refusal's, or a shared schema's that uses the server's codes), or its fallback. */
export function messageForCode(code: string | undefined, messages: ErrorMessages, fallback: MessageDescriptor): MessageDescriptor {
  return (code === undefined ? undefined : (messages as Record<string, MessageDescriptor | undefined>)[code]) ?? fallback;
}

/** For a form whose function refuses with a code only: the codes that concern one of its fields, as that field's error. */
export function refusalAtField(fieldOfCode: Record<string, string>): (error: unknown) => Record<string, string> {
  return (error) => {
    const code = errorCode(error);
    const field = code === undefined ? undefined : fieldOfCode[code];
    return field === undefined || code === undefined ? {} : { [field]: code };
  };
}

/** The server's answer for a malformed, missing or foreign id: the same for all three, so none hints that it exists. */
export function isNotFoundError(error: unknown): boolean {
  return errorCode(error) === "NOT_FOUND";
}
