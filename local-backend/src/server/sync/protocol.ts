import type { JSONValue } from "convex/values";

/** Message shapes of the Convex sync protocol, as sent by `convex/browser` 1.x (see sync/protocol.d.ts there). */
export type QueryJournal = string | null;

export type AddQuery = {
  type: "Add";
  queryId: number;
  udfPath: string;
  args: JSONValue[];
  journal?: QueryJournal;
  componentPath?: string;
};
export type RemoveQuery = { type: "Remove"; queryId: number };

export type ClientMessage =
  | {
      type: "Connect";
      sessionId: string;
      connectionCount: number;
      lastCloseReason: string | null;
      maxObservedTimestamp?: string;
      clientTs?: number;
    }
  | { type: "ModifyQuerySet"; baseVersion: number; newVersion: number; modifications: Array<AddQuery | RemoveQuery> }
  | { type: "Mutation"; requestId: number; udfPath: string; args: JSONValue[]; componentPath?: string }
  | { type: "Action"; requestId: number; udfPath: string; args: JSONValue[]; componentPath?: string }
  | {
      type: "Authenticate";
      tokenType: "Admin" | "User" | "None";
      value?: string;
      baseVersion: number;
      impersonating?: Record<string, unknown>;
    }
  | { type: "Event"; eventType: string; event: unknown };

export type WireStateVersion = { querySet: number; identity: number; ts: string };

export type StateModification =
  | { type: "QueryUpdated"; queryId: number; value: JSONValue; logLines: string[]; journal: QueryJournal }
  | {
      type: "QueryFailed";
      queryId: number;
      errorMessage: string;
      logLines: string[];
      errorData?: JSONValue;
      journal: QueryJournal;
    }
  | { type: "QueryRemoved"; queryId: number };

export type ServerMessage =
  | {
      type: "Transition";
      startVersion: WireStateVersion;
      endVersion: WireStateVersion;
      modifications: StateModification[];
      serverTs?: number;
    }
  | { type: "MutationResponse"; requestId: number; success: true; result: JSONValue; ts: string; logLines: string[] }
  | {
      type: "MutationResponse";
      requestId: number;
      success: false;
      result: string;
      errorData?: JSONValue;
      logLines: string[];
    }
  | { type: "ActionResponse"; requestId: number; success: true; result: JSONValue; logLines: string[] }
  | {
      type: "ActionResponse";
      requestId: number;
      success: false;
      result: string;
      errorData?: JSONValue;
      logLines: string[];
    }
  | { type: "AuthError"; error: string; baseVersion: number; authUpdateAttempted: boolean }
  | { type: "FatalError"; error: string }
  | { type: "Ping" };

const CLIENT_MESSAGE_TYPES = new Set(["Connect", "ModifyQuerySet", "Mutation", "Action", "Authenticate", "Event"]);

/** Parses one WebSocket text frame; throws on anything that is not a known client message. */
export function parseClientMessage(text: string): ClientMessage {
  const parsed: unknown = JSON.parse(text);
  if (
    typeof parsed !== "object" ||
    parsed === null ||
    !("type" in parsed) ||
    typeof parsed.type !== "string" ||
    !CLIENT_MESSAGE_TYPES.has(parsed.type)
  ) {
    throw new Error("Unknown client message");
  }
  return parsed as ClientMessage;
}
