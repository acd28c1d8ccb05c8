/**
 * Child process for the durability test: streams `writes:append` mutations to a backend and prints
 * `ack <seq>` on stdout for every one the backend acknowledged. It outlives backend crashes: a failed call
 * (backend down) is not acknowledged, its sequence number is never reused, and the stream carries on.
 * Usage: acknowledged-writer.ts <backend url> <writer name> <concurrency>
 */
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";

const [url, writer, concurrencyText] = process.argv.slice(2);
if (url === undefined || writer === undefined) throw new Error("usage: acknowledged-writer.ts URL WRITER CONCURRENCY");

const append = makeFunctionReference<"mutation", { writer: string; seq: number }>("writes:append");
let nextSeq = 0;
let stopping = false;

async function stream(): Promise<void> {
  const client = new ConvexHttpClient(url!, { logger: false });
  while (!stopping) {
    const seq = nextSeq++;
    try {
      await client.mutation(append, { writer: writer!, seq });
      process.stdout.write(`ack ${seq}\n`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

process.on("SIGTERM", () => {
  stopping = true;
});
process.stdout.write("started\n");
await Promise.all(Array.from({ length: Number(concurrencyText ?? 4) }, () => stream()));
process.exit(0);
