import { useLingui } from "@lingui/react/macro";
import { useMicLevel } from "../hooks/use-mic-level";

/** Its own component so that sixty measurements a second re-render only the meter. */
export function MicLevelMeter({ stream, enabled }: { stream: MediaStream | null; enabled: boolean }) {
  const { t } = useLingui();
  const level = useMicLevel(stream, enabled);
  return (
    <div className="mic-meter">
      <span className="mic-meter__label">{t`Microphone level`}</span>
      <meter className="mic-meter__bar" min={0} max={1} low={0.15} high={0.85} optimum={0.5} value={level} aria-label={t`Microphone level`} />
    </div>
  );
}
