/** Above this the meter counts as sound (a voice, not the hiss of a silent microphone). */
export const soundLevelAbove = 0.1;

/** A syllable lasts longer than this; a click or the test beep of a fake microphone (20 ms) does not. */
export const sustainedForMs = 150;

/**
 * Whether a microphone has been heard: a level above silence held for `sustainedForMs`, not one loud frame.
 * Feed it each measurement with its time; it answers true from the first sustained sound on.
 */
export function sustainedSoundDetector(): (level: number, at: number) => boolean {
  let loudSince: number | null = null;
  let heard = false;
  return (level, at) => {
    if (heard) return true;
    if (level <= soundLevelAbove) {
      loudSince = null;
      return false;
    }
    loudSince ??= at;
    heard = at - loudSince >= sustainedForMs;
    return heard;
  };
}
