import { useLayoutEffect, type RefObject } from "react";

/**
 * After a refusal has rendered, moves focus to the first control marked invalid (a checkbox group counts through its
 * first box), else to the refusal shown beside the pressed button. `refusal` is a new object for each refusal.
 */
export function useFocusFirstProblem(container: RefObject<HTMLElement | null>, refusal: object | null): void {
  useLayoutEffect(() => {
    if (refusal === null) return;
    const root = container.current;
    const target =
      root?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[data-invalid] input') ??
      root?.querySelector<HTMLElement>(".form-refusal");
    target?.focus();
  }, [container, refusal]);
}
