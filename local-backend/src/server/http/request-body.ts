import type { IncomingMessage } from "node:http";

/**
 * A request's body, whole. Read with stream events rather than `for await` (whose async iterator cost about
 * 20 µs a request, a tenth of a small query's round trip). A body over `maxBytes` is refused with `tooLarge()`
 * as soon as it is read past, and the rest is read and dropped, so the refusal reaches the client instead of
 * a closed connection.
 */
export function readRequestBody(request: IncomingMessage, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      const wasRefused = size > maxBytes;
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else if (!wasRefused) {
        chunks.length = 0;
        reject(tooLarge());
      }
    });
    request.on("error", reject);
    request.on("end", () => {
      if (size <= maxBytes) resolve(Buffer.concat(chunks));
    });
  });
}
