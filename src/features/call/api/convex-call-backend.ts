import type { ConvexReactClient } from "convex/react";
import { api } from "../../../../convex/_generated/api";
import { errorCode } from "@/lib/convex/server-error";
import { registerPersonalText } from "@/lib/data/page-query";
import type { CallAccess, CallRefusal } from "../types/call-access";
import type { CallBackend } from "../types/call-backend";
import { callAccessQuery } from "./call-queries";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";

const refusals = new Set<CallRefusal>(["NOT_AUTHENTICATED", "NOT_FOUND", "CALL_FORBIDDEN", "CALL_CANCELLED"]);

function refusalOf(error: unknown): CallRefusal {
  const code = errorCode(error);
  return code !== undefined && refusals.has(code as CallRefusal) ? (code as CallRefusal) : "UNKNOWN";
}

/** The call machine's server port over the app's Convex client (a live query and plain mutations). */
export function createConvexCallBackend(client: ConvexReactClient): CallBackend {
  return {
    watchAccess(meetingId, onAccess, onRefused) {
      const accessQuery = callAccessQuery(meetingId);
      const watch = client.watchQuery(accessQuery.query, accessQuery.args);
      const publish = () => {
        let access: CallAccess | undefined;
        try {
          const result = watch.localQueryResult();
          registerPersonalText(accessQuery, result);
          access = result;
        } catch (error) {
          reportUnexpectedFailure(error);
          onRefused(refusalOf(error));
          return;
        }
        if (access !== undefined) onAccess(access);
      };
      const unsubscribe = watch.onUpdate(publish);
      publish();
      return unsubscribe;
    },
    enterPrepare: async (meetingId) => {
      await client.mutation(api.calls.enterPrepare, { meetingId });
    },
    heartbeat: async (meetingId) => {
      await client.mutation(api.calls.heartbeat, { meetingId });
    },
    join: (meetingId) => client.mutation(api.calls.join, { meetingId }),
    peerReady: async (meetingId, peerId) => {
      await client.mutation(api.calls.peerReady, { meetingId, peerId });
    },
    reportConnection: async (meetingId, connected) => {
      await client.mutation(api.calls.reportConnection, { meetingId, connected });
    },
    leave: async (meetingId) => {
      await client.mutation(api.calls.leave, { meetingId });
    },
    endConsultation: async (meetingId) => {
      await client.mutation(api.calls.endConsultation, { meetingId });
    },
  };
}
