import type { ServerMessage } from "./protocol.js";

export type RecordedMutation = { response: Extract<ServerMessage, { type: "MutationResponse" }>; ts: bigint };

const RESPONSES_KEPT_PER_SESSION = 512;
const SESSION_RETENTION_MS = 10 * 60_000;

/**
 * Remembers mutation responses per client session. After a reconnect the client re-sends every mutation it
 * has no response for; answering those from here keeps mutations exactly-once across dropped connections.
 */
export class MutationLedger {
  private readonly sessions = new Map<string, { responses: Map<number, Promise<RecordedMutation>>; touchedAt: number }>();

  lookup(sessionId: string, requestId: number): Promise<RecordedMutation> | undefined {
    return this.sessions.get(sessionId)?.responses.get(requestId);
  }

  record(sessionId: string, requestId: number, response: Promise<RecordedMutation>): void {
    let session = this.sessions.get(sessionId);
    if (session === undefined) {
      session = { responses: new Map(), touchedAt: Date.now() };
      this.sessions.set(sessionId, session);
    }
    session.touchedAt = Date.now();
    session.responses.set(requestId, response);
    if (session.responses.size > RESPONSES_KEPT_PER_SESSION) {
      const oldest = session.responses.keys().next().value;
      if (oldest !== undefined) session.responses.delete(oldest);
    }
  }

  forgetIdleSessions(now = Date.now()): void {
    for (const [sessionId, session] of this.sessions) {
      if (now - session.touchedAt > SESSION_RETENTION_MS) this.sessions.delete(sessionId);
    }
  }
}
