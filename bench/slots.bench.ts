import { loadavg } from "node:os";
import { freeSlots } from "../convex/shared/slots/free-slots";
import type { FreeSlotsInput, Instants, WeeklyHours } from "../convex/shared/slots/types";
import { defineBench } from "./lib/bench";
import { runTimed } from "./lib/measure";
import { summarise } from "./lib/stats";

/**
 * The slot module on a busy vet: a 60-day horizon across both 2026 daylight-saving changes' zone rules
 * (Europe/Berlin), split weekday hours, a few overrides, buffers, and 1,000 existing bookings.
 * This is the computation behind the vet page's slots, the directory's next free slot and the booking re-check.
 */
const BOOKINGS = 1_000;
const HORIZON_DAYS = 60;
const MEASURE_MS = 3_000;
const WARMUP_RUNS = 200;
const TARGET_P95_MS = 5;
const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 9, 1, 6, 0);

const workday = [
  { start: "08:00", end: "12:30" },
  { start: "13:30", end: "18:00" },
  { start: "19:00", end: "21:00" },
];
const weeklyHours: WeeklyHours = {
  monday: workday,
  tuesday: workday,
  wednesday: workday,
  thursday: workday,
  friday: workday,
  saturday: [{ start: "09:00", end: "13:00" }],
  sunday: [],
};

function request(bookings: Instants[]): FreeSlotsInput {
  return {
    availability: {
      timeZone: "Europe/Berlin",
      weeklyHours,
      overrides: [
        { date: "2026-10-12", intervals: [] },
        { date: "2026-10-25", intervals: [{ start: "01:00", end: "05:00" }] },
        { date: "2026-11-02", intervals: [{ start: "07:00", end: "11:00" }] },
      ],
    },
    rules: { bufferBeforeMinutes: 0, bufferAfterMinutes: 0, minimumNoticeMinutes: 60, horizonDays: HORIZON_DAYS },
    slotMinutes: 20,
    paused: false,
    bookings,
    now: NOW,
    window: { from: NOW, to: NOW + HORIZON_DAYS * DAY_MS },
  };
}

/** 1,000 of the vet's slots, spread over the horizon by a fixed pseudo-random pick, in no particular order. */
function existingBookings(): Instants[] {
  const all = freeSlots(request([]));
  if (all.length < BOOKINGS) throw new Error(`only ${all.length} slots to book`);
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const shuffled = all.map((slot) => ({ slot, key: random() })).sort((a, b) => a.key - b.key);
  return shuffled.slice(0, BOOKINGS).map(({ slot }) => slot);
}

export default defineBench({
  name: "Free slots (slot module)",
  async run() {
    const bookings = existingBookings();
    const plain = request(bookings);
    const input = { ...plain, rules: { ...plain.rules, bufferAfterMinutes: 5 } };
    let slotsFound = 0;
    // CPU time per run as well as wall time: on a shared machine, waiting for a core inflates the wall-clock tail.
    const cpuMs: number[] = [];
    const timed = await runTimed(
      async (index) => {
        const cpuBefore = process.cpuUsage();
        slotsFound = freeSlots(input).length;
        const cpu = process.cpuUsage(cpuBefore);
        if (index >= 0) cpuMs.push((cpu.user + cpu.system) / 1000);
      },
      { durationMs: MEASURE_MS, warmup: WARMUP_RUNS },
    );
    const summary = summarise(timed.latenciesMs);
    const cpuSummary = summarise(cpuMs);
    return [
      {
        name: `free slots, ${HORIZON_DAYS}-day horizon, ${BOOKINGS} bookings`,
        p50Ms: summary.p50Ms,
        p95Ms: summary.p95Ms,
        throughput: timed.perSecond,
        target: `p95 ≤ ${TARGET_P95_MS} ms`,
        meetsTarget: summary.p95Ms <= TARGET_P95_MS,
        details: {
          runs: summary.count,
          freeSlots: slotsFound,
          bookings: bookings.length,
          p99Ms: summary.p99Ms,
          cpuP50Ms: cpuSummary.p50Ms,
          cpuP95Ms: cpuSummary.p95Ms,
          loadAverage: loadavg()[0] ?? 0,
        },
      },
    ];
  },
});
