import { deviceTimeZone } from "@/lib/format/date-time";

let cachedZones: string[] | undefined;

/** Every IANA zone the browser knows, with the detected one guaranteed to be present. */
export function selectableTimeZones(): string[] {
  cachedZones ??= Intl.supportedValuesOf("timeZone");
  const detected = deviceTimeZone();
  return cachedZones.includes(detected) ? cachedZones : [detected, ...cachedZones];
}
