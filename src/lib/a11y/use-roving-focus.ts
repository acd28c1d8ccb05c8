import { useRef, useState, type KeyboardEvent } from "react";

const NEXT_KEYS = new Set(["ArrowRight", "ArrowDown"]);
const PREVIOUS_KEYS = new Set(["ArrowLeft", "ArrowUp"]);

/**
 * A group of many controls that is a single Tab stop (WAI-ARIA roving tabindex): Tab enters at `current` (else where
 * the user last was in the group, else the first), the arrow keys move through the group (wrapping), Home and End
 * jump to its ends. `onMove` is told where focus went (a radio group chooses it there).
 */
export function useRovingFocus<Element extends HTMLElement>(
  count: number,
  { current = -1, onMove }: { current?: number; onMove?: (index: number) => void } = {},
) {
  const elements = useRef<Array<Element | null>>([]);
  const [visited, setVisited] = useState(0);
  const tabStop = current >= 0 && current < count ? current : Math.min(visited, Math.max(count - 1, 0));

  const moveTo = (index: number) => {
    setVisited(index);
    onMove?.(index);
    elements.current[index]?.focus();
  };

  return {
    itemProps: (index: number) => ({
      ref: (element: Element | null) => {
        elements.current[index] = element;
      },
      tabIndex: index === tabStop ? 0 : -1,
      onFocus: () => setVisited(index),
      onKeyDown: (event: KeyboardEvent<Element>) => {
        const last = count - 1;
        let target: number | null = null;
        if (NEXT_KEYS.has(event.key)) target = index === last ? 0 : index + 1;
        else if (PREVIOUS_KEYS.has(event.key)) target = index === 0 ? last : index - 1;
        else if (event.key === "Home") target = 0;
        else if (event.key === "End") target = last;
        if (target === null) return;
        event.preventDefault();
        moveTo(target);
      },
    }),
  };
}
