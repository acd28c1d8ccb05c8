import { describe, expect, test, vi } from "vitest";
import type { SignedInViewer } from "./use-viewer";
import { ViewerSource } from "./viewer-source";

const vet = { id: "u1", role: "vet", name: "Dr. V", email: "v@example.test" } as unknown as SignedInViewer;

describe("ViewerSource", () => {
  test("a guard waiting while auth loads gets the viewer once it is known", async () => {
    const source = new ViewerSource();
    const known = source.known();
    source.publish({ status: "loading" });
    source.publish({ status: "signed-in", viewer: vet });
    await expect(known).resolves.toEqual({ status: "signed-in", viewer: vet });
    await expect(source.known()).resolves.toEqual({ status: "signed-in", viewer: vet });
  });

  test("listeners hear a change of who is signed in, not a repeat of the same state", () => {
    const source = new ViewerSource();
    const listener = vi.fn();
    source.subscribe(listener);
    source.publish({ status: "signed-out" });
    source.publish({ status: "signed-out" });
    source.publish({ status: "signed-in", viewer: vet });
    source.publish({ status: "signed-in", viewer: vet });
    expect(listener.mock.calls.map(([state]) => state.status)).toEqual(["signed-out", "signed-in"]);
  });
});
