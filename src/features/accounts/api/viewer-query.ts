import { pageQuery } from "@/lib/data/page-query";
import { api } from "../../../../convex/_generated/api";

/** Who is signed in: their name, email and phone are personal. */
export const viewerQuery = () => pageQuery(api.accounts.viewer, {}, (viewer) => [viewer.name, viewer.email, viewer.phone]);
