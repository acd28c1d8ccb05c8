import { pageQuery } from "@/lib/data/page-query";
import { api } from "../../../../convex/_generated/api";

/** The signed-in vet's own profile (their professional, public details). */
export const myVetProfileQuery = () => pageQuery(api.vets.myVetProfile, {});
