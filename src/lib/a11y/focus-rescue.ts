import { useEffect } from "react";
import { focusElement } from "./focus-when-shown";

let heldBy = 0;

/** While a page change is placing focus itself, the safety net stands back; call the returned function when done. */
export function holdFocusRescue(): () => void {
  heldBy++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldBy--;
  };
}

/**
 * The app's safety net for the rule "focus never falls to the page": when the focused control is removed (a button
 * replaced by the form it opened, a step replaced by the next) and nothing took focus on purpose, focus goes to the
 * nearest part of the page that is still there: its heading if it has one, else the part itself.
 */
export function useFocusRescue(): void {
  useEffect(() => {
    let lastFocused: HTMLElement | null = null;
    let ancestors: HTMLElement[] = [];
    const remember = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      lastFocused = event.target;
      ancestors = [];
      for (let node = event.target.parentElement; node && node !== document.body; node = node.parentElement) ancestors.push(node);
    };
    const rescue = () => {
      if (lastFocused === null || lastFocused.isConnected || heldBy > 0) return;
      const active = document.activeElement;
      if (active !== null && active !== document.body) return;
      // A native dialog still on the page hands focus back on its own when it closes; one removed with the control
      // that opened it (the section it was in went away) leaves focus on the page, to be rescued like any other.
      const dialog = lastFocused.closest("dialog") ?? ancestors.find((node) => node instanceof HTMLDialogElement);
      if (dialog?.isConnected === true) return;
      const survivor = ancestors.find((node) => node.isConnected);
      lastFocused = null;
      if (!survivor) return;
      const heading = survivor.querySelector<HTMLElement>("h1, h2, h3");
      focusElement(heading ?? survivor);
    };
    let scheduled = false;
    const observer = new MutationObserver(() => {
      if (scheduled) return;
      scheduled = true;
      // After the render that removed it: an effect in that render may already have placed focus on purpose.
      requestAnimationFrame(() => {
        scheduled = false;
        rescue();
      });
    });
    document.addEventListener("focusin", remember);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener("focusin", remember);
      observer.disconnect();
    };
  }, []);
}
