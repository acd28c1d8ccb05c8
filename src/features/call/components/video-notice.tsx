import { Trans } from "@lingui/react/macro";
import { myVideoOf } from "../machines/call-machine";
import type { MediaState } from "../types/media-state";
import { CallActor } from "./call-actor";

/**
 * Says why video or sound is missing, on both sides: video paused to keep the sound (the link is poor), a camera
 * turned off or a microphone muted by choice. A polite live region, changed only when one of those changes.
 */
export function VideoNotice() {
  const name = CallActor.useSelector((snapshot) => snapshot.context.access?.otherPartyName ?? "");
  const connected = CallActor.useSelector((snapshot) => snapshot.matches({ session: { inCall: { connection: "connected" } } }));
  const mine = CallActor.useSelector(
    (snapshot): Sides => ({ video: myVideoOf(snapshot.context), microphone: snapshot.context.micEnabled ? "on" : "muted" }),
    sameSides,
  );
  const theirs = CallActor.useSelector(
    (snapshot): Sides => ({ video: snapshot.context.otherMedia?.video ?? "on", microphone: snapshot.context.otherMedia?.microphone ?? "on" }),
    sameSides,
  );
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
          ) : line === "mineOffMuted" ? (
            <Trans>Your camera is off.</Trans>
          ) : line === "mineMuted" ? (
            <Trans>Your microphone is muted: {name} cannot hear you.</Trans>
          ) : line === "theirsOff" ? (
            <Trans>{name} turned their camera off. You can still hear each other.</Trans>
          ) : line === "theirsOffMuted" ? (
            <Trans>{name} turned their camera off.</Trans>
          ) : (
            <Trans>{name} muted their microphone: you cannot hear them until they unmute it.</Trans>
          )}
        </p>
      ))}
    </div>
  );
}

type Sides = { video: MediaState["video"]; microphone: MediaState["microphone"] };

const sameSides = (a: Sides, b: Sides) => a.video === b.video && a.microphone === b.microphone;

type NoticeLine =
  | "bothPaused"
  | "minePaused"
  | "theirsPaused"
  | "mineOff"
  | "mineOffMuted"
  | "mineMuted"
  | "theirsOff"
  | "theirsOffMuted"
  | "theirsMuted";

function noticeLines(mine: Sides, theirs: Sides): NoticeLine[] {
  const bothHearing = mine.microphone === "on" && theirs.microphone === "on";
  const lines: NoticeLine[] = [];
  if (mine.video === "paused" && theirs.video === "paused") lines.push("bothPaused");
  else {
    if (mine.video === "paused") lines.push("minePaused");
    if (theirs.video === "paused") lines.push("theirsPaused");
  }
  if (mine.video === "off") lines.push(mine.microphone === "on" ? "mineOff" : "mineOffMuted");
  if (mine.microphone === "muted") lines.push("mineMuted");
  if (theirs.video === "off") lines.push(bothHearing ? "theirsOff" : "theirsOffMuted");
  if (theirs.microphone === "muted") lines.push("theirsMuted");
  return lines;
}
