import type { IncomingMessage, ServerResponse } from "node:http";

/** The HTTP API is called from the web app's origin (another port), so it answers CORS like Convex's cloud does. */
export function applyApiCors(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  response.setHeader("Access-Control-Allow-Origin", origin ?? "*");
  response.setHeader("Vary", "Origin");
  if (origin !== undefined) response.setHeader("Access-Control-Allow-Credentials", "true");
  response.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, OPTIONS");
  response.setHeader(
    "Access-Control-Allow-Headers",
    request.headers["access-control-request-headers"] ?? "Content-Type, Authorization, Convex-Client",
  );
  response.setHeader("Access-Control-Max-Age", "86400");
}
