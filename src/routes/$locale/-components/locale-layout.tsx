import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Outlet, useParams } from "@tanstack/react-router";
import { AppLink } from "@/components/layout/app-link";
import { ConnectionStatus } from "@/components/layout/connection-status";
import { LocaleSwitcher } from "@/components/layout/locale-switcher";
import { NavigationProgress } from "@/components/layout/navigation-progress";
import { useViewer } from "@/features/accounts/api/use-viewer";
import { SignInDialogHost } from "@/features/accounts/components/sign-in-dialog";
import { SignInLink } from "@/features/accounts/components/sign-in-link";
import { SignOutButton } from "@/features/accounts/components/sign-out-button";
import { StartingSoonBanner } from "@/features/bookings/components/starting-soon-banner";
import { UnreadMessagesCount } from "@/features/conversation/components/unread-messages-count";
import { LiveAnnouncer } from "@/lib/a11y/announcer";
import { useFocusRescue } from "@/lib/a11y/focus-rescue";
import { useRouteFocus } from "@/lib/a11y/use-route-focus";
import { UnsavedChangesGuard } from "@/lib/forms/unsaved-changes-guard";
import type { Locale } from "@/lib/i18n/locales";
import { navigationFor } from "./navigation";

export function LocaleLayout() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const locale = useParams({ from: "/$locale", select: (params) => params.locale as Locale });
  const viewer = useViewer();
  const role = viewer.status === "signed-in" ? viewer.viewer.role ?? "owner" : null;
  const items = navigationFor(role);
  useRouteFocus("main-content");
  useFocusRescue();

  return (
    <>
      <NavigationProgress />
      <a className="skip-link" href="#main-content">
        <Trans>Skip to content</Trans>
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <AppLink className="app-header__brand" href={`/${locale}`}>
            <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true">
              <rect width="64" height="64" rx="14" fill="currentColor" />
              <path d="M18 22l14 26 14-26" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            Vetline
          </AppLink>
          <nav className="app-nav" aria-label={t`Main`}>
            <ul className="app-nav__list">
              {items.map((item) => (
                <li key={item.path}>
                  <AppLink className="app-nav__link" href={`/${locale}${item.path}`} matchPrefix>
                    {_(item.label)}
                    {item.countsUnreadMessages ? <UnreadMessagesCount /> : null}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="app-header__tools">
            <LocaleSwitcher current={locale} />
            {viewer.status === "signed-out" ? (
              <SignInLink className="button button--primary button--small">
                <Trans>Sign in</Trans>
              </SignInLink>
            ) : null}
            {viewer.status === "signed-in" ? <SignOutButton /> : null}
          </div>
        </div>
      </header>
      <StartingSoonBanner locale={locale} signedIn={viewer.status === "signed-in"} />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <UnsavedChangesGuard>
          <Outlet />
        </UnsavedChangesGuard>
      </main>
      <SignInDialogHost />
      <LiveAnnouncer />
      <ConnectionStatus />
      <footer className="app-footer">
        <div className="app-footer__inner">
          <span>
            <Trans>Vetline · video consultations with licensed veterinarians</Trans>
          </span>
          <ul className="app-footer__links">
            <li>
              <AppLink href={`/${locale}/privacy`}>
                <Trans>Privacy</Trans>
              </AppLink>
            </li>
            <li>
              <AppLink href={`/${locale}/terms`}>
                <Trans>Terms</Trans>
              </AppLink>
            </li>
            <li>
              <AppLink href={`/${locale}/accessibility`}>
                <Trans>Accessibility</Trans>
              </AppLink>
            </li>
          </ul>
        </div>
      </footer>
    </>
  );
}
