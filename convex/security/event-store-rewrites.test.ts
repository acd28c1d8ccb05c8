/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";

const sources = import.meta.glob(["../**/*.ts", "!../_generated/**", "!../**/*.test.ts", "!../**/*.testing.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** Personal-data erasure is the one sanctioned rewrite of the append-only booking history. */
const ERASURE = "../model/bookings/erase-participant.ts";

describe("rewrites of the booking event store", () => {
  it("happen only in the erasure of a deleted user's data", () => {
    const rewriters = Object.entries(sources)
      .filter(([, text]) => text.includes('"bookingEvents"') && /\.db\.(patch|replace|delete)\(/.test(text))
      .map(([path]) => path);
    expect(Object.keys(sources)).toContain(ERASURE);
    expect(rewriters).toEqual([ERASURE]);
  });

  it("erasure rewrites only the data and the actor of an event, never its number, type or time", () => {
    const erasure = sources[ERASURE] ?? "";
    const patches = [...erasure.matchAll(/\.db\.patch\(row\._id, \{([^}]*)\}/g)].map((match) => match[1]?.trim());
    expect(patches).toEqual(["data: event.data, actor: pseudonymousActor(stored.actor, userId, pseudonym)"]);
    expect(erasure).not.toMatch(/\.db\.(replace|delete)\(row\._id/);
  });
});
