import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import type { Engine } from "../../engine/types.js";
import type { CallerResolver } from "../auth/caller-resolver.js";
import { CommitHistory } from "./commit-history.js";
import { MutationLedger } from "./mutation-ledger.js";
import { SyncSession } from "./sync-session.js";

const SYNC_PATH = /^\/api\/[^/]+\/sync$/;
/** The client reconnects after 60 s without a message; ping well within that. */
const PING_INTERVAL_MS = 15_000;
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/** Accepts sync WebSockets on the cloud port and fans engine commits out to their sessions. */
export class SyncServer {
  private readonly sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  private readonly sessions = new Set<SyncSession>();
  private readonly history: CommitHistory;
  private readonly ledger = new MutationLedger();
  private readonly unsubscribers: Array<() => void>;
  private readonly pingTimer: NodeJS.Timeout;

  constructor(
    private readonly engine: Engine,
    private readonly callers: CallerResolver,
    private readonly log: (line: string) => void,
  ) {
    this.history = new CommitHistory(engine.currentTs());
    this.unsubscribers = [
      engine.onCommit((notice) => {
        this.history.record(notice);
        for (const session of this.sessions) session.onCommit(notice);
      }),
      engine.onReload(() => {
        for (const session of this.sessions) session.onReload();
      }),
    ];
    this.pingTimer = setInterval(() => {
      for (const session of this.sessions) session.sendPing();
      this.ledger.forgetIdleSessions();
    }, PING_INTERVAL_MS);
    this.pingTimer.unref();
  }

  /** Handles an HTTP upgrade; returns false when the path is not the sync endpoint. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const path = (request.url ?? "").split("?", 1)[0] ?? "";
    if (!SYNC_PATH.test(path)) return false;
    this.sockets.handleUpgrade(request, socket, head, (webSocket) => this.accept(webSocket));
    return true;
  }

  private accept(webSocket: WebSocket): void {
    const session = new SyncSession({
      engine: this.engine,
      callers: this.callers,
      history: this.history,
      ledger: this.ledger,
      send: (message) => {
        if (webSocket.readyState === webSocket.OPEN) webSocket.send(JSON.stringify(message));
      },
      close: (code, reason) => webSocket.close(code, reason),
      log: this.log,
    });
    this.sessions.add(session);
    webSocket.on("message", (data, isBinary) => {
      if (isBinary) return;
      session.receive(data.toString());
    });
    webSocket.on("close", () => {
      session.close();
      this.sessions.delete(session);
    });
    webSocket.on("error", (error) => this.log(`sync socket error: ${error.message}`));
  }

  get sessionCount(): number {
    return this.sessions.size;
  }

  /** Closes every connection with "going away"; clients reconnect to the next backend on this port. */
  async close(): Promise<void> {
    clearInterval(this.pingTimer);
    for (const unsubscribe of this.unsubscribers) unsubscribe();
    for (const client of this.sockets.clients) client.close(1001, "Backend shutting down");
    await Promise.all([...this.sessions].map((session) => session.idle()));
    for (const client of this.sockets.clients) client.terminate();
    await new Promise<void>((resolve) => this.sockets.close(() => resolve()));
  }
}
