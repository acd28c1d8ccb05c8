import { Trans, useLingui } from "@lingui/react/macro";
import type { ConnectionQuality } from "../utils/connection-quality";
import { CallActor } from "./call-actor";

/**
 * How the link is doing, as each side measures it, in words (the bars beside them only repeat it). One polite
 * live region: its text changes only when a level changes (the levels have hysteresis), so a screen reader
 * hears a change, never every sample.
 */
export function CallQuality() {
  const { t } = useLingui();
  const name = CallActor.useSelector((snapshot) => snapshot.context.access?.otherPartyName ?? "");
  const connected = CallActor.useSelector((snapshot) => snapshot.matches({ session: { inCall: { connection: "connected" } } }));
  const mine = CallActor.useSelector((snapshot) => snapshot.context.myQuality.level);
  const theirs = CallActor.useSelector((snapshot) => snapshot.context.otherMedia?.quality ?? null);
  const shown = connected ? { mine, theirs } : { mine: null, theirs: null };
  return (
    <div className="call-quality" role="status" aria-live="polite" aria-atomic="true" aria-label={t`Connection quality`}>
      {shown.mine !== null ? (
        <p className={`call-quality__line call-quality--${shown.mine}`}>
          <QualityBars level={shown.mine} />
          <MyQuality level={shown.mine} />
        </p>
      ) : null}
      {shown.theirs !== null ? (
        <p className={`call-quality__line call-quality--${shown.theirs}`}>
          <QualityBars level={shown.theirs} />
          <TheirQuality level={shown.theirs} name={name} />
        </p>
      ) : null}
    </div>
  );
}

function MyQuality({ level }: { level: ConnectionQuality }) {
  if (level === "good") return <Trans>Your connection: good</Trans>;
  if (level === "weak") return <Trans>Your connection: weak</Trans>;
  return <Trans>Your connection: poor</Trans>;
}

function TheirQuality({ level, name }: { level: ConnectionQuality; name: string }) {
  if (level === "good") return <Trans>{name}'s connection: good</Trans>;
  if (level === "weak") return <Trans>{name}'s connection: weak</Trans>;
  return <Trans>{name}'s connection: poor</Trans>;
}

const barsOf: Record<ConnectionQuality, number> = { good: 3, weak: 2, poor: 1 };

function QualityBars({ level }: { level: ConnectionQuality }) {
  return (
    <span className="call-quality__bars" aria-hidden="true">
      {[1, 2, 3].map((bar) => (
        <span key={bar} className={bar <= barsOf[level] ? "call-quality__bar call-quality__bar--on" : "call-quality__bar"} />
      ))}
    </span>
  );
}
