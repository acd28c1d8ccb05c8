import { useRouter, useRouterState } from "@tanstack/react-router";
import { useRef, type AnchorHTMLAttributes, type MouseEvent, type Ref } from "react";

type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Marks the link current for every page below it, not just an exact match. */
  matchPrefix?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** How long the pointer rests on a link before its page and data start loading (TanStack's default). */
const INTENT_DELAY_MS = 50;

/**
 * An ordinary link that navigates inside the app without a page load and knows when it is current. Showing intent
 * (pointer resting on it, keyboard focus, a touch) preloads the target: its code, and through its loader its data.
 */
export function AppLink({ href, matchPrefix = false, onClick, children, ...rest }: AppLinkProps) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const path = href.split("?")[0] ?? href;
  const current = pathname === path || (matchPrefix && pathname.startsWith(`${path}/`));
  const intentTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const preload = () => {
    if (rest.target || current) return;
    // `href` is accepted at run time (buildLocation parses it) though preloadRoute's type asks for `to`.
    router.preloadRoute({ href } as Parameters<typeof router.preloadRoute>[0]).catch(() => {
      // A preload that fails (offline, a guard refusing) costs nothing: the click loads the page as usual.
    });
  };
  const startIntent = () => {
    clearTimeout(intentTimer.current);
    intentTimer.current = setTimeout(preload, INTENT_DELAY_MS);
  };
  const cancelIntent = () => clearTimeout(intentTimer.current);

  return (
    <a
      {...rest}
      href={href}
      aria-current={rest["aria-current"] ?? (current ? "page" : undefined)}
      onMouseEnter={(event) => {
        rest.onMouseEnter?.(event);
        startIntent();
      }}
      onMouseLeave={(event) => {
        rest.onMouseLeave?.(event);
        cancelIntent();
      }}
      onFocus={(event) => {
        rest.onFocus?.(event);
        startIntent();
      }}
      onTouchStart={(event) => {
        rest.onTouchStart?.(event);
        preload();
      }}
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
