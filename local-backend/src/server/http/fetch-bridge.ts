import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";

/** A WHATWG Request for a Node request, with the body streamed rather than buffered. */
export function toFetchRequest(request: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const method = request.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(request.url ?? "/", origin), {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(request) as ReadableStream<Uint8Array>, duplex: "half" } : {}),
  } as RequestInit);
}

/** Writes a WHATWG Response to a Node response, streaming its body. */
export async function sendFetchResponse(fetchResponse: Response, response: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  fetchResponse.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = fetchResponse.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  response.writeHead(fetchResponse.status, fetchResponse.statusText, headers);
  if (fetchResponse.body === null) {
    response.end();
    return;
  }
  const reader = fetchResponse.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (response.destroyed) break;
      if (!response.write(value)) {
        await new Promise((resolve) => {
          response.once("drain", resolve);
          response.once("close", resolve);
        });
      }
    }
  } finally {
    if (response.destroyed) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
  response.end();
}
