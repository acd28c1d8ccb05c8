import { useRouter } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";
import { useLocale } from "@/hooks/use-locale";

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to /{locale}/@authauth/signin. Clicked inside the app, it opens sign-in as a dialog over the
 * current page, with the address bar showing the sign-in URL (route masking); opened in a new tab
 * or loaded directly, that URL is the full sign-in page.
 */
export function SignInLink({ className, children }: { className?: string; children: ReactNode }) {
  const router = useRouter();
  const locale = useLocale();
  const href = `/${locale}/@authauth/signin`;
  return (
    <a
      className={className}
      href={href}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        // Some browsers (Safari) leave focus where it was when a link is clicked: the dialog must know its opener
        // to give focus back to it when it closes.
        event.currentTarget.focus();
        const current = router.state.location;
        void router.navigate({
          href: current.href,
          state: { ...current.state, authDialog: "signin" },
          mask: { to: "/$locale/@authauth/signin", params: { locale } },
        });
      }}
    >
      {children}
    </a>
  );
}
