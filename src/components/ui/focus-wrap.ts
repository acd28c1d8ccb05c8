const tabbableSelector = [
  "a[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  '[tabindex]:not([tabindex="-1"])',
].join(",");

function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(tabbableSelector)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab and Shift+Tab cycling inside `container`: a native modal makes the page behind it
 * inert, but Tab past its last control still leaves for the browser's own toolbar.
 */
export function wrapTabFocus(container: HTMLElement, event: { key: string; shiftKey: boolean; preventDefault: () => void }): void {
  if (event.key !== "Tab") return;
  const tabbables = tabbablesIn(container);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (first === undefined || last === undefined) return;
  const active = document.activeElement;
  const outside = !(active instanceof HTMLElement) || !container.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
