import { Trans } from "@lingui/react/macro";
import { myVideoOf } from "../machines/call-machine";
import type { MediaState } from "../types/media-state";
import { CallActor } from "./call-actor";

/**
 * Says why video is missing, on both sides: paused to keep the sound (the link is poor) or turned off by
 * choice. A polite live region, changed only when the video state changes.
 */
export function VideoNotice() {
  const name = CallActor.useSelector((snapshot) => snapshot.context.access?.otherPartyName ?? "");
  const connected = CallActor.useSelector((snapshot) => snapshot.matches({ session: { inCall: { connection: "connected" } } }));
  const mine = CallActor.useSelector((snapshot) => myVideoOf(snapshot.context));
  const theirs = CallActor.useSelector((snapshot) => snapshot.context.otherMedia?.video ?? "on");
  const lines = connected ? noticeLines(mine, theirs) : [];
  return (
    <div className="call-notice" role="status" aria-live="polite" aria-atomic="true">
      {lines.map((line) => (
        <p key={line} className="call-notice__line">
          {line === "bothPaused" ? (
            <Trans>Video is paused on both sides to keep the sound clear. It comes back when the connection improves.</Trans>
          ) : line === "minePaused" ? (
            <Trans>Your video is paused to keep the sound clear. It comes back when the connection improves.</Trans>
          ) : line === "theirsPaused" ? (
            <Trans>{name}'s video is paused to keep the sound clear. It comes back when the connection improves.</Trans>
          ) : line === "mineOff" ? (
            <Trans>Your camera is off. {name} can still hear you.</Trans>
          ) : (
            <Trans>{name} turned their camera off. You can still hear each other.</Trans>
          )}
        </p>
      ))}
    </div>
  );
}

type NoticeLine = "bothPaused" | "minePaused" | "theirsPaused" | "mineOff" | "theirsOff";

function noticeLines(mine: MediaState["video"], theirs: MediaState["video"]): NoticeLine[] {
  if (mine === "paused" && theirs === "paused") return ["bothPaused"];
  const lines: NoticeLine[] = [];
  if (mine === "paused") lines.push("minePaused");
  if (mine === "off") lines.push("mineOff");
  if (theirs === "paused") lines.push("theirsPaused");
  if (theirs === "off") lines.push("theirsOff");
  return lines;
}
