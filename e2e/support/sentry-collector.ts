import type { Page } from "@playwright/test";
import { createServer, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import { e2eUrls } from "./ports";

export type SentryCollector = { envelopes: string[]; close: () => Promise<void> };

/** A stand-in for Sentry's ingest endpoint on 127.0.0.1 that keeps every envelope it receives. */
export async function startSentryCollector(port: number): Promise<SentryCollector> {
  const envelopes: string[] = [];
  const server: Server = createServer((request, response) => {
    const headers = {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Headers": "*",
      "Access-Control-Allow-Methods": "POST, OPTIONS",
    };
    if (request.method === "OPTIONS") {
      response.writeHead(204, headers).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const text = request.headers["content-encoding"] === "gzip" ? gunzipSync(body).toString("utf8") : body.toString("utf8");
      envelopes.push(text);
      response.writeHead(200, { ...headers, "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { envelopes, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Every envelope the page's Sentry client sends to the configured DSN, answered in the browser as the collector would. */
export async function interceptSentryReports(page: Page): Promise<string[]> {
  const envelopes: string[] = [];
  await page.route(`${new URL(e2eUrls.sentryDsn).origin}/api/**`, async (route) => {
    envelopes.push(route.request().postData() ?? "");
    await route.fulfill({ status: 200, contentType: "application/json", body: "{}" });
  });
  return envelopes;
}
