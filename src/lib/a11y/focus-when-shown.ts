/**
 * Moves focus to what an action put in the place of the control it removed (the opened form, the next step's
 * heading, the result message), as soon as it is on screen. A target that is not focusable by nature gets
 * tabindex="-1", so it can take focus without becoming a Tab stop. Gives up after `timeoutMs` without it.
 */
export function focusWhenShown(find: () => HTMLElement | null | undefined, { timeoutMs = 3000 } = {}): void {
  const deadline = performance.now() + timeoutMs;
  const attempt = () => {
    const target = find();
    if (target && target.isConnected && target.getClientRects().length > 0) {
      focusElement(target);
      return;
    }
    if (performance.now() < deadline) requestAnimationFrame(attempt);
  };
  attempt();
}

export function focusElement(target: HTMLElement, options?: FocusOptions): void {
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus(options);
}

/** The first control marked invalid (a group marked data-invalid counts through its first control), else the refusal shown. */
export function firstProblemIn(root: HTMLElement | null | undefined): HTMLElement | null {
  return (
    root?.querySelector<HTMLElement>('[aria-invalid="true"]:not([role=radiogroup]), [data-invalid] :is(input, select, textarea, [role=radio], a[href])') ??
    root?.querySelector<HTMLElement>(".form-refusal, [role=alert]") ??
    null
  );
}
