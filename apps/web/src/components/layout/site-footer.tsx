import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePath } from '../../lib/i18n';
import { FacebookIcon, InstagramIcon, TelegramIcon } from '../ui/social-icons';

const SOCIAL_LINKS = [
  { key: 'facebook', href: 'https://www.facebook.com/fuelcabinet.am', Icon: FacebookIcon },
  { key: 'instagram', href: 'https://www.instagram.com/fuelcabinet.am', Icon: InstagramIcon },
  { key: 'telegram', href: 'https://t.me/fuelcabinet_am', Icon: TelegramIcon },
] as const;

/** Copyright, the privacy policy and the retailer's social pages (SPEC §2). */
export const SiteFooter = memo(function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <footer className="border-t border-sand-200 bg-white/60">
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-5 py-6 text-sm text-sand-700 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <p>{t('footer.copyright', { year })}</p>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <Link
            to={pagePath('privacy-policy')}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {t('nav.privacyPolicy')}
          </Link>
          <nav aria-label={t('footer.social')}>
            <ul className="flex items-center gap-2">
              {SOCIAL_LINKS.map(({ key, href, Icon }) => (
                <li key={key}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t(`footer.${key}`)} (${t('footer.newTab')})`}
                    className="grid size-10 place-items-center rounded-full text-brand-700 transition-colors hover:bg-brand-50 hover:text-brand-900"
                  >
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
});
