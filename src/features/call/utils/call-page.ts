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

/** The page a call URL shows; the call page itself is the bare meeting path. */
export function callPageOfPath(pathname: string): CallPage {
  const last = pathname.replace(/\/+$/, "").split("/").at(-1);
  return last === "prepare" || last === "ended" || last === "left" ? last : "call";
}
