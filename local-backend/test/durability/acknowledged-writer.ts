/**
 * Child process for the durability test: streams `writes:append` mutations to a backend and prints
 * `ack <seq>` on stdout for every one the backend acknowledged. Exits when the backend goes away.
 * Usage: acknowledged-writer.ts <backend url> <writer name> <first seq> <concurrency>
 */
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";

const [url, writer, firstSeqText, concurrencyText] = process.argv.slice(2);
if (url === undefined || writer === undefined) throw new Error("usage: acknowledged-writer.ts URL WRITER FIRST_SEQ CONCURRENCY");

const append = makeFunctionReference<"mutation", { writer: string; seq: number }>("writes:append");
const client = new ConvexHttpClient(url, { logger: false });
let nextSeq = Number(firstSeqText ?? 0);

async function stream(): Promise<void> {
  for (;;) {
    const seq = nextSeq++;
    await client.mutation(append, { writer, seq });
    process.stdout.write(`ack ${seq}\n`);
  }
}

process.stdout.write("started\n");
await Promise.allSettled(Array.from({ length: Number(concurrencyText ?? 4) }, () => stream()));
process.exit(0);
