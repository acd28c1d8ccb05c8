import { useEffect } from "react";

/** Keeps the tab title in step with the page, in the page's language. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Vetline`;
  }, [title]);
}
