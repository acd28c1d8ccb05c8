import { useRef, useState } from "react";
import { announce } from "@/lib/a11y/announcer";
import { firstProblemIn, focusWhenShown } from "@/lib/a11y/focus-when-shown";

/**
 * Continue on a booking step is always a button a keyboard can reach. Pressed with something missing, it does not
 * move on: the step shows `missing` at the thing missing (marked invalid), focus goes there and the message is read
 * out. The message goes as soon as the step is complete.
 */
export function useStepCompletion(missing: string | null) {
  const sectionRef = useRef<HTMLElement>(null);
  const [tried, setTried] = useState(false);
  return {
    sectionRef,
    problem: tried ? missing : null,
    continueWith: (onNext: () => void) => () => {
      if (missing === null) {
        onNext();
        return;
      }
      setTried(true);
      focusWhenShown(() => firstProblemIn(sectionRef.current));
      announce(missing, "assertive");
    },
  };
}
