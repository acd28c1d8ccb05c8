import { Trans, useLingui } from "@lingui/react/macro";
import { useMicLevel } from "../hooks/use-mic-level";

/**
 * Its own component so that sixty measurements a second re-render only the meter. Below it, in words, whether
 * the microphone was heard: "we can hear" only after a sound held for a moment was measured, until then that it is
 * connected and how to test it. A polite status that changes once, when it first hears someone.
 */
export function MicLevelMeter({ stream, enabled }: { stream: MediaStream | null; enabled: boolean }) {
  const { t } = useLingui();
  const { level, heard } = useMicLevel(stream, enabled);
  return (
    <div className="mic-meter">
      <span className="mic-meter__label">{t`Microphone level`}</span>
      <meter className="mic-meter__bar" min={0} max={1} low={0.15} high={0.85} optimum={0.5} value={level} aria-label={t`Microphone level`} />
      <p className="mic-meter__verdict field__hint" role="status">
        {!enabled ? (
          <Trans>Your microphone is muted.</Trans>
        ) : heard ? (
          <Trans>We can hear your microphone.</Trans>
        ) : (
          <Trans>
            Your microphone is connected. Say something to test it: the bar moves when we hear you. If it stays still,
            choose another microphone.
          </Trans>
        )}
      </p>
    </div>
  );
}
