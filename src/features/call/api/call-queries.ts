import { pageQuery } from "@/lib/data/page-query";
import { api } from "../../../../convex/_generated/api";

/** Whether and how the viewer may join: the other party's name and the pet's name are personal. */
export const callAccessQuery = (meetingId: string) =>
  pageQuery(api.calls.callAccess, { meetingId }, (access) => [access.otherPartyName, access.petName]);
