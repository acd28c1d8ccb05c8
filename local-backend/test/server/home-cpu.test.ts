import { readdirSync, readFileSync } from "node:fs";
import { afterEach, expect, it } from "vitest";
import { api } from "../fixtures/functions/_generated/api";
import { BackendProcess } from "../conformance/support/backend-process";
import { eventually, httpClient } from "../conformance/support/clients";

let backend: BackendProcess | undefined;

afterEach(async () => {
  await backend?.dispose();
  backend = undefined;
});

/** Each thread of the process: its id and the CPUs it may run on (`Cpus_allowed_list`). */
function threadCpus(pid: number): Array<{ tid: number; cpus: string }> {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const status = readFileSync(`/proc/${pid}/task/${tid}/status`, "utf8");
    return { tid: Number(tid), cpus: /Cpus_allowed_list:\s*(\S+)/.exec(status)?.[1] ?? "" };
  });
}

function processCpus(pid: number): string {
  return /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? "";
}

it("runs the engine's thread and its first query and mutation thread on one CPU, and every other thread anywhere", async () => {
  backend = await BackendProcess.start();
  const pid = backend.pid!;
  const everywhere = processCpus(process.pid);
  // two queries at once: the second runs on another thread, which must keep every CPU
  const client = httpClient(backend);
  await Promise.all([client.query(api.workload.freeMinutes, { day: "2026-01-05", steps: 200_000 }), client.query(api.workload.freeMinutes, { day: "2026-01-06", steps: 200_000 })]);

  // taskset runs beside the backend: the placement shows a moment later
  const placed = (list: Array<{ tid: number; cpus: string }>) => {
    const home = list.find((thread) => thread.tid === pid)?.cpus ?? everywhere;
    return {
      home,
      sharing: list.filter((thread) => thread.cpus === home).length,
      elsewhere: list.filter((thread) => thread.cpus !== home && thread.cpus !== everywhere).map((thread) => thread.cpus),
    };
  };
  const placement = placed(
    await eventually(
      () => threadCpus(pid),
      (list) => placed(list).home !== everywhere && placed(list).sharing === 2 && placed(list).elsewhere.length === 0,
      { what: "the engine's thread and one function thread on one CPU, the rest anywhere" },
    ),
  );
  expect(placement.home).toMatch(/^\d+$/);
  expect(placement).toMatchObject({ sharing: 2, elsewhere: [] });
  expect(await client.query(api.validation.square, { n: 4 })).toBe(16);
});

it("places no thread with LOCAL_BACKEND_PIN_THREADS=0", async () => {
  process.env.LOCAL_BACKEND_PIN_THREADS = "0";
  try {
    backend = await BackendProcess.start();
  } finally {
    delete process.env.LOCAL_BACKEND_PIN_THREADS;
  }
  await httpClient(backend).query(api.validation.square, { n: 4 });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const everywhere = processCpus(process.pid);
  expect(threadCpus(backend.pid!).every((thread) => thread.cpus === everywhere)).toBe(true);
});
