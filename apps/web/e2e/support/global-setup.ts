import { startMailCapture } from './mail-capture';

/** Starts the SMTP capture before the tests; the returned function stops it after them. */
export default async function globalSetup() {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dir = process.env.E2E_MAIL_DIR;
  if (!port || !dir) throw new Error('playwright.config.ts sets E2E_SMTP_PORT and E2E_MAIL_DIR');
  return startMailCapture(port, dir);
}
