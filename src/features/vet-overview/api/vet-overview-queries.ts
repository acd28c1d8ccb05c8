import { pageQuery } from "@/lib/data/page-query";
import { api } from "../../../../convex/_generated/api";

/** The vet's day as of `minute`: owners' names, pets' names and reasons are personal. */
export const vetOverviewQuery = (minute: number) =>
  pageQuery(api.overview.vetOverview, { minute }, (overview) => [
    ...[...overview.today, ...overview.next].flatMap((consultation) => [
      consultation.pet?.name,
      consultation.ownerName,
      consultation.reason,
    ]),
    ...overview.notesToWrite.map((note) => note.petName),
  ]);
