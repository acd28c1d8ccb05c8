import { describe, expect, it } from "vitest";
import { sustainedSoundDetector } from "./sustained-sound";

/** One measurement per animation frame (about 16 ms) over `ms`, at `level`. */
function feed(detector: ReturnType<typeof sustainedSoundDetector>, from: number, ms: number, level: number): boolean {
  let heard = false;
  for (let at = from; at < from + ms; at += 16) heard = detector(level, at);
  return heard;
}

describe("sustainedSoundDetector", () => {
  it("hears nothing in silence", () => {
    expect(feed(sustainedSoundDetector(), 0, 5_000, 0)).toBe(false);
  });

  it("does not count short beeps (a fake microphone beeps 20 ms every half second) as hearing the microphone", () => {
    const detector = sustainedSoundDetector();
    let heard = false;
    for (let at = 0; at < 10_000; at += 500) {
      heard = feed(detector, at, 32, 0.6) || heard;
      heard = feed(detector, at + 32, 468, 0) || heard;
    }
    expect(heard).toBe(false);
  });

  it("hears a voice held for a syllable, and keeps saying so once heard", () => {
    const detector = sustainedSoundDetector();
    expect(feed(detector, 0, 100, 0.4)).toBe(false);
    expect(feed(detector, 100, 100, 0.4)).toBe(true);
    expect(detector(0, 2_000)).toBe(true);
  });
});
