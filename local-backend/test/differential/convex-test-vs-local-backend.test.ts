import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BackendProcess } from "../conformance/support/backend-process";
import { httpClient } from "../conformance/support/clients";
import { convexTestTarget } from "./convex-test-target";
import { localBackendTarget } from "./local-backend-target";
import { normalise, type ScenarioTarget } from "./scenario-target";
import { scenarios } from "./scenarios";

let backend: BackendProcess;
let local: ScenarioTarget;

beforeAll(async () => {
  backend = await BackendProcess.start();
  local = localBackendTarget(httpClient(backend, { admin: true }));
});

afterAll(async () => {
  await backend?.dispose();
});

describe("the same scenario gives the same observable results on convex-test and on the local backend", () => {
  for (const [name, scenario] of Object.entries(scenarios)) {
    it(name, async () => {
      const reference = normalise(await scenario(convexTestTarget()));
      const observed = normalise(await scenario(local));
      expect(observed).toEqual(reference);
    });
  }
});
