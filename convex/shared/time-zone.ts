import { tzOffset } from "@date-fns/tz";
import { dateTimeFormat } from "./intl-cache";

const IANA_ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * The one time-zone check of the product (accounts, vet profiles, agendas): an IANA zone name Intl knows
 * ("Europe/Paris", "UTC"), not an offset like "+02:00", and one whose offsets can be computed.
 */
export function isIanaTimeZone(value: string): boolean {
  if (!IANA_ZONE_SHAPE.test(value)) return false;
  try {
    dateTimeFormat("en", { timeZone: value });
  } catch {
    return false;
  }
  return !Number.isNaN(tzOffset(value, new Date(0)));
}
