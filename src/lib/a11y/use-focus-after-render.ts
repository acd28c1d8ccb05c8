import { useLayoutEffect, useRef } from "react";
import { focusElement } from "./focus-when-shown";

/**
 * Focus for what the next render shows or keeps: the first field of a row just added, or where focus goes when the
 * row holding it is removed (it would otherwise fall to the page's top). Call the returned function with a finder
 * before the change; the element is looked up and focused once the component has rendered again.
 */
export function useFocusAfterRender(): (find: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useLayoutEffect(() => {
    const find = pending.current;
    if (find === null) return;
    pending.current = null;
    const target = find();
    if (target) focusElement(target);
  });
  return (find) => {
    pending.current = find;
  };
}
