import type { IncomingMessage, ServerResponse } from "node:http";
import type { Engine } from "../../engine/types.js";
import { ANONYMOUS, type CallerResolver } from "../auth/caller-resolver.js";
import { handleSiteRequest } from "../engine-calls.js";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge.js";

export type SiteHandlerDeps = { engine: Engine; callers: CallerResolver; siteOrigin: string; log(line: string): void };

/**
 * The site port: every request goes to the engine (HTTP actions of http.ts, storage file URLs), with the
 * identity of its Bearer token. CORS headers are the engine's: HTTP actions set their own, as on Convex.
 */
export function createSiteHandler(deps: SiteHandlerDeps): (request: IncomingMessage, response: ServerResponse) => void {
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const authentication = await deps.callers.fromAuthorizationHeader(request.headers.authorization);
    const caller = authentication.ok ? authentication.caller : ANONYMOUS;
    const fetchResponse = await handleSiteRequest(deps.engine, toFetchRequest(request, deps.siteOrigin), caller);
    await sendFetchResponse(fetchResponse, response);
  }

  return (request, response) => {
    handle(request, response).catch((error: unknown) => {
      deps.log(`site request error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (response.headersSent) response.destroy();
      else response.writeHead(500, { "Content-Type": "text/plain" }).end("Internal server error");
    });
  };
}
