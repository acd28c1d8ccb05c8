import { useEffect, useState } from "react";
import { sustainedSoundDetector } from "../utils/sustained-sound";

/**
 * The microphone's loudness from 0 to 1, measured with a WebAudio analyser (for the level meter), and whether
 * it has heard sound held for a moment (not a single click) since this microphone was chosen.
 */
export function useMicLevel(stream: MediaStream | null, enabled: boolean): { level: number; heard: boolean } {
  const [level, setLevel] = useState(0);
  const [heardOn, setHeardOn] = useState<MediaStreamTrack | null>(null);
  const track = stream?.getAudioTracks()[0] ?? null;
  const active = track !== null && enabled && typeof AudioContext !== "undefined";

  useEffect(() => {
    if (!active || track === null) return;
    const context = new AudioContext();
    // A page opened without a click (a reload, a link from an email) starts its audio suspended: the
    // meter would stay still however loud the user speaks. The first click or key starts it.
    const resume = () => void context.resume().catch(() => undefined);
    resume();
    window.addEventListener("pointerdown", resume, { once: true });
    window.addEventListener("keydown", resume, { once: true });
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    const heard = sustainedSoundDetector();
    const measure = () => {
      analyser.getFloatTimeDomainData(samples);
      let sumOfSquares = 0;
      for (const sample of samples) sumOfSquares += sample * sample;
      // Speech sits around 0.05–0.2 RMS: scale so a normal voice fills most of the meter.
      const next = Math.min(1, Math.sqrt(sumOfSquares / samples.length) * 5);
      setLevel(next);
      if (heard(next, performance.now())) setHeardOn(track);
      frame = requestAnimationFrame(measure);
    };
    frame = requestAnimationFrame(measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("pointerdown", resume);
      window.removeEventListener("keydown", resume);
      source.disconnect();
      void context.close();
    };
  }, [active, track]);

  return { level: active ? level : 0, heard: active && heardOn === track };
}
