import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSelect } from '../../../components/layout/language-select';
import { SiteFooter } from '../../../components/layout/site-footer';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link';
import { Logo } from '../../../components/ui/logo';
import { pagePath } from '../../../lib/i18n';
import '../texts';
import { PageTitle } from '../../../components/layout/page-title';
import { buttonClass } from '../../../components/ui/button';

interface AuthShellProps {
  title: string;
  children: ReactNode;
}

/** The frame of the guest pages besides sign-in: brand, language, one card, the footer. */
export function AuthShell({ title, children }: AuthShellProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-sand-50">
      <PageTitle>{`${title} · Fuel Cabinet`}</PageTitle>
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-4 px-5 py-4 sm:px-8">
        <Link to={pagePath('auth')} className="rounded-xl">
          <Logo />
        </Link>
        <LanguageSelect />
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 outline-none sm:items-center sm:px-8"
      >
        <div className="w-full max-w-md rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
          {children}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

/** A big round mark above a result: a tick for success, an exclamation mark for a problem. */
export function ResultMark({ tone }: { tone: 'success' | 'problem' }) {
  const styles = tone === 'success' ? 'bg-brand-50 text-brand-700' : 'bg-red-50 text-red-700';
  return (
    <span className={`grid size-14 place-items-center rounded-full ${styles}`} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        className="size-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        aria-hidden="true"
      >
        {tone === 'success' ? (
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M12 7v6m0 4v.01" strokeLinecap="round" />
        )}
      </svg>
    </span>
  );
}

export const linkButton = `${buttonClass('primary', 'lg')} w-full`;
export const textLink = 'font-semibold text-brand-700 underline underline-offset-4';
