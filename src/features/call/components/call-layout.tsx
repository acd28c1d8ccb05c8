import { useLingui } from "@lingui/react/macro";
import { Navigate, useRouterState } from "@tanstack/react-router";
import { useConvex, useConvexAuth } from "convex/react";
import { useEffect, useState, type ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { runtimeConfig } from "@/lib/config/runtime-config";
import { createConvexCallBackend } from "../api/convex-call-backend";
import type { CallIntent, CallMachineInput } from "../machines/call-machine";
import { callPageOfPath, callViewOf, type CallPage } from "../utils/call-page";
import { savedMediaChoice, saveMediaChoice } from "../utils/media-choice";
import { peerClientConfigFrom } from "../utils/peer-config";
import { CallActor } from "./call-actor";
import { CallRefused } from "./call-refused";
import { LeaveCallGuard } from "./leave-call-guard";

const intentOf: Record<CallPage, CallIntent> = { prepare: "prepare", call: "join", left: "left", ended: "prepare" };

const pageRoutes = {
  prepare: "/$locale/call/$meetingId/prepare",
  call: "/$locale/call/$meetingId",
  ended: "/$locale/call/$meetingId/ended",
  left: "/$locale/call/$meetingId/left",
} as const;

type CallLayoutProps = { locale: string; meetingId: string; children: ReactNode };

/**
 * Hosts one call machine for all four call pages (the camera and the peer survive moving between
 * them) and keeps the address bar on the page that matches the machine's state. Leaving the call
 * pages stops the machine and frees camera and microphone; from a live call, only once the user agrees.
 */
export function CallLayout({ locale, meetingId, children }: CallLayoutProps) {
  const { isLoading, isAuthenticated } = useConvexAuth();
  if (isLoading) return <CallLoading />;
  // Never start the machine signed out: its first answer would be a refusal, and refusal is final.
  if (!isAuthenticated) return <CallRefused locale={locale} refusal="NOT_AUTHENTICATED" />;
  return (
    <CallSession key={meetingId} locale={locale} meetingId={meetingId}>
      {children}
    </CallSession>
  );
}

function CallSession({ locale, meetingId, children }: CallLayoutProps) {
  const convex = useConvex();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [input] = useState<CallMachineInput>(() => ({
    meetingId,
    backend: createConvexCallBackend(convex),
    peerConfig: peerClientConfigFrom(runtimeConfig()),
    intent: intentOf[callPageOfPath(pathname, meetingId) ?? "prepare"],
    ...savedMediaChoice(meetingId),
  }));
  return (
    <CallActor.Provider options={{ input }}>
      <RememberMediaChoice meetingId={meetingId} />
      <LeaveCallGuard meetingId={meetingId} />
      <CallPageGate locale={locale} meetingId={meetingId} currentPage={callPageOfPath(pathname, meetingId)}>
        {children}
      </CallPageGate>
    </CallActor.Provider>
  );
}

/** Keeps the person's microphone and camera choice for a reload of the page (see media-choice.ts). */
function RememberMediaChoice({ meetingId }: { meetingId: string }) {
  const micEnabled = CallActor.useSelector((state) => state.context.micEnabled);
  const cameraEnabled = CallActor.useSelector((state) => state.context.cameraEnabled);
  useEffect(() => saveMediaChoice(meetingId, { micEnabled, cameraEnabled }), [meetingId, micEnabled, cameraEnabled]);
  return null;
}

function CallPageGate({
  locale,
  meetingId,
  currentPage,
  children,
}: {
  locale: string;
  meetingId: string;
  /** Null while the router moves to a page outside this meeting's call routes. */
  currentPage: CallPage | null;
  children: ReactNode;
}) {
  const view = CallActor.useSelector(callViewOf);
  const refusal = CallActor.useSelector((snapshot) => snapshot.context.refusal);
  if (view === "loading") return <CallLoading />;
  if (view === "refused") return <CallRefused locale={locale} refusal={refusal ?? "UNKNOWN"} />;
  // Only ever move between the call pages: a way out of them is the user's, never overruled.
  if (currentPage !== null && view !== currentPage) return <Navigate to={pageRoutes[view]} params={{ locale, meetingId }} replace />;
  return children;
}

function CallLoading() {
  const { t } = useLingui();
  return (
    <div className="call-loading">
      <Spinner label={t`Loading the consultation…`} />
    </div>
  );
}
