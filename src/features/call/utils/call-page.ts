import type { SnapshotFrom } from "xstate";
import type { callMachine } from "../machines/call-machine";

/** The four call routes, plus the two moments that belong to none of them. */
export type CallPage = "prepare" | "call" | "ended" | "left";
export type CallView = CallPage | "loading" | "refused";

type CallSnapshot = SnapshotFrom<typeof callMachine>;

/** Which page the machine's state belongs on: the layout sends the browser there. */
export function callViewOf(snapshot: Pick<CallSnapshot, "matches">): CallView {
  if (snapshot.matches("loading")) return "loading";
  if (snapshot.matches("refused")) return "refused";
  if (snapshot.matches("ended")) return "ended";
  if (snapshot.matches("left")) return "left";
  if (snapshot.matches({ session: "preparing" })) return "prepare";
  return "call";
}

/**
 * Joined on the server with media flowing, or about to be: leaving the call pages now would drop
 * the other side, so the user is asked first.
 */
export function isLiveCall(snapshot: Pick<CallSnapshot, "matches">): boolean {
  return (
    snapshot.matches({ session: "joining" }) ||
    snapshot.matches({ session: "inCall" }) ||
    snapshot.matches({ session: "signalingUnreachable" }) ||
    snapshot.matches({ session: "peerFailed" }) ||
    snapshot.matches({ session: "connectionLost" })
  );
}

const callPathPattern = /^\/[^/]+\/call\/([^/]+)(?:\/(prepare|ended|left))?\/?$/;

/**
 * The page of this meeting a URL shows (the call page itself is the bare meeting path), or null
 * for any other address: one the router is moving to, which the call layout must not fight.
 */
export function callPageOfPath(pathname: string, meetingId: string): CallPage | null {
  const match = callPathPattern.exec(pathname);
  if (match === null) return null;
  let pathMeetingId: string;
  try {
    pathMeetingId = decodeURIComponent(match[1] ?? "");
  } catch {
    return null;
  }
  if (pathMeetingId !== meetingId) return null;
  const page = match[2];
  return page === "prepare" || page === "ended" || page === "left" ? page : "call";
}
