import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { locales, localeNativeNames, type Locale } from "@/lib/i18n/locales";
import { pathInLocale, saveLocale } from "@/lib/i18n/preferred-locale";
import { AppLink } from "./app-link";

/** Links to the same page in each language; the choice is remembered for the next visit to `/`. */
export function LocaleSwitcher({ current }: { current: Locale }) {
  const { t } = useLingui();
  const { pathname, searchStr } = useRouterState({
    select: (state) => ({ pathname: state.location.pathname, searchStr: state.location.searchStr }),
  });
  return (
    <nav className="locale-switcher" aria-label={t`Language`}>
      <ul className="app-nav__list">
        {locales.map((locale) => (
          <li key={locale}>
            <AppLink
              className="app-nav__link"
              href={pathInLocale(pathname, searchStr, locale)}
              hrefLang={locale}
              lang={locale}
              // The language the page is in: while another one loads, the address already names it, the page not yet.
              aria-current={locale === current ? "true" : false}
              onClick={() => saveLocale(locale)}
            >
              <abbr title={localeNativeNames[locale]}>{locale.toUpperCase()}</abbr>
              <span className="visually-hidden"> {localeNativeNames[locale]}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
