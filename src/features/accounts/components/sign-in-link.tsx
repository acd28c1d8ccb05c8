import { useRouter, useRouterState } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";
import { useLocale } from "@/hooks/use-locale";
import { isAuthPath } from "../utils/safe-redirect";

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to /{locale}/auth/signin. Clicked inside the app, it opens sign-in as a dialog over the current page,
 * with the address bar showing the sign-in page's address (route masking); opened in a new tab, reloaded or
 * shared, that address is the sign-in page. On the account pages themselves (sign-in, sign-up, reset) it is a
 * plain link: a sign-in dialog over a sign-in form would be two of them.
 */
export function SignInLink({ className, children }: { className?: string; children: ReactNode }) {
  const router = useRouter();
  const locale = useLocale();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const href = `/${locale}/auth/signin`;
  const onAuthPage = isAuthPath(pathname);
  return (
    <a
      className={className}
      href={href}
      aria-current={pathname === href ? "page" : undefined}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        if (onAuthPage) {
          event.preventDefault();
          if (pathname !== href) void router.navigate({ href });
          return;
        }
        event.preventDefault();
        // Some browsers (Safari) leave focus where it was when a link is clicked: the dialog must know its opener
        // to give focus back to it when it closes.
        event.currentTarget.focus();
        const current = router.state.location;
        void router.navigate({
          href: current.href,
          state: { ...current.state, authDialog: "signin" },
          mask: { to: "/$locale/auth/signin", params: { locale } },
        });
      }}
    >
      {children}
    </a>
  );
}
