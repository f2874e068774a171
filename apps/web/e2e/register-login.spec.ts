import { expect, test } from '@playwright/test';
import { newUserDetails } from './support/accounts';
import { codeIn, linkIn, waitForMail } from './support/mail';

/** What each language shows along the way, and the subject words of its two e-mails. */
const TEXT = {
  am: {
    register: 'Գրանցում',
    firstName: 'Անուն',
    lastName: 'Ազգանուն',
    email: 'Էլ. փոստ',
    phone: 'Բջջային հեռախոս',
    password: 'Գաղտնաբառ',
    confirm: 'Կրկնեք գաղտնաբառը',
    submit: 'Գրանցվել',
    sent: 'Ստուգեք ձեր էլ. փոստը',
    confirmed: 'Էլ. փոստը հաստատված է',
    signIn: 'Մուտք գործել',
    identifier: 'Էլ. փոստ կամ հեռախոսահամար',
    continue: 'Շարունակել',
    codeTitle: 'Մուտքագրեք կոդը',
    code: 'Կոդ',
    welcome: 'Բարի գալուստ, Անի',
    name: 'Անի',
  },
  en: {
    register: 'Create an account',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Mobile phone',
    password: 'Password',
    confirm: 'Repeat the password',
    submit: 'Create account',
    sent: 'Check your e-mail',
    confirmed: 'E-mail confirmed',
    signIn: 'Sign in',
    identifier: 'E-mail or phone number',
    continue: 'Continue',
    codeTitle: 'Enter the code',
    code: 'Code',
    welcome: 'Welcome, Anna',
    name: 'Anna',
  },
  ru: {
    register: 'Регистрация',
    firstName: 'Имя',
    lastName: 'Фамилия',
    email: 'Эл. почта',
    phone: 'Мобильный телефон',
    password: 'Пароль',
    confirm: 'Повторите пароль',
    submit: 'Зарегистрироваться',
    sent: 'Проверьте почту',
    confirmed: 'Почта подтверждена',
    signIn: 'Войти',
    identifier: 'Эл. почта или номер телефона',
    continue: 'Продолжить',
    codeTitle: 'Введите код',
    code: 'Код',
    welcome: 'Добро пожаловать, Анна',
    name: 'Анна',
  },
} as const;

for (const [lang, t] of Object.entries(TEXT)) {
  // The Armenian run is in the smoke set (docs/testing.md): registration and a code sign-in.
  const tag = lang === 'am' ? ['@smoke'] : [];
  test(`a new user registers, confirms the e-mail and signs in with a code, in ${lang}`, {
    tag,
  }, async ({ page }) => {
    const user = newUserDetails(t.name);
    await page.goto(`/${lang}/auth/register`);
    await expect(page.getByRole('heading', { level: 1, name: t.register })).toBeVisible();
    await page.getByLabel(t.firstName, { exact: true }).fill(user.first_name);
    await page.getByLabel(t.lastName, { exact: true }).fill(user.last_name);
    await page.getByLabel(t.email, { exact: true }).fill(user.email);
    await page.getByLabel(t.phone, { exact: true }).fill(user.phone);
    await page.getByLabel(t.password, { exact: true }).fill(user.password);
    await page.getByLabel(t.confirm, { exact: true }).fill(user.password);
    const registeredAt = Date.now();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { name: t.sent })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();

    // The link arrives by real SMTP, in the page's language.
    const confirmation = await waitForMail(user.email, { after: registeredAt });
    const link = linkIn(confirmation.text, 'confirm-email');
    expect(link.startsWith(`/${lang}/auth/confirm-email/`)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: t.confirmed })).toBeVisible();
    await page.getByRole('link', { name: t.signIn }).click();
    await expect(page).toHaveURL(`/${lang}/auth`);

    await page.getByLabel(t.identifier).fill(user.email);
    await page.getByLabel(t.password, { exact: true }).fill(user.password);
    const loginAt = Date.now();
    await page.getByRole('button', { name: t.continue }).click();
    await expect(page.getByRole('heading', { name: t.codeTitle })).toBeVisible();
    const codeMail = await waitForMail(user.email, { after: loginAt });
    // The sixth digit sends the code.
    await page.getByLabel(t.code, { exact: true }).fill(codeIn(codeMail.subject));

    await expect(page).toHaveURL(`/${lang}/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.welcome);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'am' ? 'hy' : lang);
    const stored = await page.evaluate(() => ({
      type: localStorage.getItem('user_type'),
      info: JSON.parse(localStorage.getItem('user_info') ?? 'null'),
      access: !!localStorage.getItem('access_token'),
      refresh: !!localStorage.getItem('refresh_token'),
    }));
    expect(stored).toMatchObject({ type: 'individual', access: true, refresh: true });
    expect(stored.info.fullname).toBe(`${user.first_name} ${user.last_name}`);
  });
}
