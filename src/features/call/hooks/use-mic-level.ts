import { useEffect, useState } from "react";

/** The microphone's loudness from 0 to 1, measured with a WebAudio analyser (for the level meter). */
export function useMicLevel(stream: MediaStream | null, enabled: boolean): number {
  const [level, setLevel] = useState(0);
  const track = stream?.getAudioTracks()[0] ?? null;
  const active = track !== null && enabled && typeof AudioContext !== "undefined";

  useEffect(() => {
    if (!active || track === null) return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    const measure = () => {
      analyser.getFloatTimeDomainData(samples);
      let sumOfSquares = 0;
      for (const sample of samples) sumOfSquares += sample * sample;
      // Speech sits around 0.05–0.2 RMS: scale so a normal voice fills most of the meter.
      setLevel(Math.min(1, Math.sqrt(sumOfSquares / samples.length) * 5));
      frame = requestAnimationFrame(measure);
    };
    frame = requestAnimationFrame(measure);
    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      void context.close();
    };
  }, [active, track]);

  return active ? level : 0;
}
