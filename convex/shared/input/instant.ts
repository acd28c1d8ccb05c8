/** Instants the product can meaningfully talk about; outside them date arithmetic stops being representable. */
const EARLIEST_INSTANT = Date.UTC(2000, 0, 1);
const LATEST_INSTANT = Date.UTC(2200, 0, 1);

/** A finite epoch-millisecond time between the years 2000 and 2200: what a client can legitimately send. */
export function isPlausibleInstant(value: number): boolean {
  return Number.isFinite(value) && value >= EARLIEST_INSTANT && value <= LATEST_INSTANT;
}
