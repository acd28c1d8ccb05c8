import { pageQuery } from "@/lib/data/page-query";
import { api } from "../../../../convex/_generated/api";

/** The owner's request still waiting for a vet (its id), or null. */
export const myWaitingRequestQuery = () => pageQuery(api.onDemand.myWaitingRequest, {});
