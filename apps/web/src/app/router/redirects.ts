import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fuel/contract';
import { pagePath } from '../../lib/i18n';

/**
 * Who is looking decides which routes exist (SPEC §2 table). Everyone is a guest until the
 * accounts feature adds sign-in; the decisions below already take the other two into account.
 */
export type Audience = 'guest' | 'individual' | 'company';

/** "Main" for this audience: the cabinet dashboard once signed in, the sign-in page before. */
export function homePath(language: Language, audience: Audience): string {
  return pagePath(audience === 'guest' ? 'auth' : 'dashboard', { language });
}

/** `/` goes to the Armenian home (SPEC §2). */
export function rootRedirect(audience: Audience): string {
  return homePath(DEFAULT_LANGUAGE, audience);
}

/** A first segment that is not a language (`/xx/anything`) goes to the Armenian home; else null. */
export function languageRedirect(segment: string | undefined, audience: Audience): string | null {
  return isLanguage(segment) ? null : homePath(DEFAULT_LANGUAGE, audience);
}

/**
 * A path the audience has no route for. Guests are sent to sign in (SPEC §2: unknown paths go to
 * /{lang}/auth), which also covers cabinet pages they cannot see yet. A signed-in user gets the
 * 404 page instead (null = render it): sending them to a sign-in page they do not need would hide
 * the mistake in the link.
 */
export function unknownPathRedirect(language: Language, audience: Audience): string | null {
  return audience === 'guest' ? homePath(language, audience) : null;
}
