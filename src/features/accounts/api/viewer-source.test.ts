import { describe, expect, test } from "vitest";
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
});
