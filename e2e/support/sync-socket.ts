import type { Page } from "@playwright/test";

/** The Convex sync socket as a test bends it: answers held back, requests delayed, an action failing as a bug would. */

/**
 * Holds back the server's answer to one Convex mutation (by function path) for `delayMs`, as a
 * busy machine would, while every other message of the sync socket flows as usual.
 */
export async function delayMutationAnswer(page: Page, udfPath: string, delayMs: number): Promise<void> {
  await page.routeWebSocket(/\/api\/[^/]+\/sync$/, (socket) => {
    const server = socket.connectToServer();
    const slowRequests = new Set<number>();
    socket.onMessage((message) => {
      if (typeof message === "string") {
        const parsed = JSON.parse(message) as { type?: string; udfPath?: string; requestId?: number };
        if (parsed.type === "Mutation" && parsed.udfPath === udfPath && parsed.requestId !== undefined) slowRequests.add(parsed.requestId);
      }
      server.send(message);
    });
    server.onMessage((message) => {
      if (typeof message === "string") {
        const parsed = JSON.parse(message) as { type?: string; requestId?: number };
        if (parsed.type === "MutationResponse" && parsed.requestId !== undefined && slowRequests.has(parsed.requestId)) {
          setTimeout(() => socket.send(message), delayMs);
          return;
        }
      }
      socket.send(message);
    });
  });
}

/** Calls held on their way to the server until the test lets them go. */
export interface HeldRequests {
  /** Sends every held call on, in order; later calls go straight through. */
  release(): void;
}

/**
 * Holds back calls of one Convex mutation or action (by function path) on their way to the server, as a slow uplink
 * would, until the test releases them: nothing of them runs, or is seen by any query, before then. Unlike a fixed
 * delay, a busy machine cannot make the call arrive before the test has looked at the page in between.
 */
export async function holdFunctionRequests(page: Page, udfPath: string): Promise<HeldRequests> {
  let held: (() => void)[] | null = [];
  await page.routeWebSocket(/\/api\/[^/]+\/sync$/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      if (typeof message === "string" && held !== null) {
        const parsed = JSON.parse(message) as { type?: string; udfPath?: string };
        if ((parsed.type === "Mutation" || parsed.type === "Action") && parsed.udfPath === udfPath) {
          held.push(() => server.send(message));
          return;
        }
      }
      server.send(message);
    });
    server.onMessage((message) => socket.send(message));
  });
  return {
    release() {
      const waiting = held ?? [];
      held = null;
      for (const send of waiting) send();
    },
  };
}

/**
 * Answers every call of one Convex action (by function path) as the server does when the function threw something
 * that is no refusal (a bug, a limit): a failure with this text and no error data. Nothing of the call runs.
 */
export async function failActionUnexpectedly(page: Page, udfPath: string, errorText: string): Promise<void> {
  await page.routeWebSocket(/\/api\/[^/]+\/sync$/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      if (typeof message === "string") {
        const parsed = JSON.parse(message) as { type?: string; udfPath?: string; requestId?: number };
        if (parsed.type === "Action" && parsed.udfPath === udfPath) {
          socket.send(JSON.stringify({ type: "ActionResponse", requestId: parsed.requestId, success: false, result: errorText, logLines: [] }));
          return;
        }
      }
      server.send(message);
    });
    server.onMessage((message) => socket.send(message));
  });
}
