import { useRouter, useRouterState } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, MouseEvent } from "react";

type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Marks the link current for every page below it, not just an exact match. */
  matchPrefix?: boolean;
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** An ordinary link that navigates inside the app without a page load and knows when it is current. */
export function AppLink({ href, matchPrefix = false, onClick, children, ...rest }: AppLinkProps) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const path = href.split("?")[0] ?? href;
  const current = pathname === path || (matchPrefix && pathname.startsWith(`${path}/`));

  return (
    <a
      {...rest}
      href={href}
      aria-current={rest["aria-current"] ?? (current ? "page" : undefined)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || rest.target) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
