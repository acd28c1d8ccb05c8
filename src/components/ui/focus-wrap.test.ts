import { afterEach, describe, expect, it, vi } from "vitest";
import { wrapTabFocus } from "./focus-wrap";

function dialogWithButtons(): { container: HTMLElement; first: HTMLButtonElement; last: HTMLButtonElement } {
  const container = document.createElement("div");
  container.innerHTML = '<button>First</button><button disabled>Off</button><button>Last</button>';
  document.body.append(container);
  // jsdom has no layout: treat every element as rendered.
  for (const element of container.querySelectorAll("button")) element.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
  const [first, , last] = Array.from(container.querySelectorAll("button"));
  return { container, first: first!, last: last! };
}

const tab = (shiftKey = false) => ({ key: "Tab", shiftKey, preventDefault: vi.fn() });

describe("wrapTabFocus", () => {
  afterEach(() => document.body.replaceChildren());

  it("moves from the last control back to the first", () => {
    const { container, first, last } = dialogWithButtons();
    last.focus();
    const event = tab();
    wrapTabFocus(container, event);
    expect(document.activeElement).toBe(first);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it("moves from the first control to the last on Shift+Tab", () => {
    const { container, first, last } = dialogWithButtons();
    first.focus();
    wrapTabFocus(container, tab(true));
    expect(document.activeElement).toBe(last);
  });

  it("leaves Tab between inner controls to the browser", () => {
    const { container, first } = dialogWithButtons();
    first.focus();
    const event = tab();
    wrapTabFocus(container, event);
    expect(document.activeElement).toBe(first);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
