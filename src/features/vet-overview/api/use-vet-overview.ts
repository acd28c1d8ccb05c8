import { usePageQuery } from "@/lib/data/page-query";
import type { api } from "../../../../convex/_generated/api";
import { useMinute } from "../hooks/use-minute";
import { MINUTE_MS } from "@shared/time";
import { vetOverviewQuery } from "./vet-overview-queries";

export type VetOverview = typeof api.overview.vetOverview._returnType;
export type OverviewConsultation = VetOverview["today"][number];

/**
 * The vet's day, live: data changes push instantly, and the minute tick moves "now" (and with it
 * the join buttons and "today") along.
 */
export function useVetOverview(): { overview: VetOverview | undefined; now: number } {
  const minute = useMinute();
  const overview = usePageQuery(vetOverviewQuery(minute));
  return { overview, now: minute * MINUTE_MS };
}
