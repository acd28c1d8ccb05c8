import { pageQuery } from "@/lib/data/page-query";
import { api } from "../../../../convex/_generated/api";

export const paymentHistoryQuery = () => pageQuery(api.payments.paymentHistory, {});
