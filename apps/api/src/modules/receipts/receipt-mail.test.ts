import type { AddressInfo } from 'node:net';
import {
  API_ROUTES,
  apiUrlOf,
  paymentRegisterReplySchema,
  type Receipt,
  receiptsReplySchema,
} from '@fuel/contract';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database';
import { listDevMessages } from '../../integrations/dev-mailbox/dev-mailbox.repository';
import { type FiscalRegister, FiscalUnavailableError } from '../../integrations/fiscal';
import { devMailboxMailer } from '../../integrations/mail/mailer';
import { CARDS, submitPaymentForm } from '../../integrations/payment-gateway/testing';
import { orderedCard } from '../../test/cards';
import { codeIn, createUser, type TestUser } from '../../test/factories';
import { mimeHeader, mimeParts } from '../../test/mime';
import { creditFuel, productByCode } from '../../test/money';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { issueStationKey } from '../refuels';
import { printWaitingReceipts } from './print.service';

/**
 * A printed receipt is e-mailed to its account once, in the account's language, with its PDF
 * attached, unless the account turned receipt e-mails off (DESIGN §5.10). The app sends through
 * a real SMTP server here, so what is checked is the message as it leaves.
 */
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let t: TestApp;
let station: { id: string; key: string };
let petrol: { id: string; price: number };

/** The e-mails sent to `email`, newest last, as the reader gets them. */
function mailsTo(email: string) {
  return received
    .filter((m) => m.to.includes(email.toLowerCase()))
    .map((m) => {
      const parts = mimeParts(m.raw);
      return {
        subject: mimeHeader(m.raw, 'Subject') ?? '',
        text: parts.find((p) => p.type === 'text/plain')?.body ?? '',
        html: parts.find((p) => p.type === 'text/html')?.body ?? '',
        files: parts.filter((p) => p.filename),
      };
    });
}
const receiptMailsTo = (email: string) =>
  mailsTo(email).filter((m) => m.text.includes('/receipts/'));

/** Signs in with the code the app mailed through SMTP. */
async function signIn(user: TestUser, lang = 'en') {
  const login = await t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.auth.login),
    payload: { identifier: user.email, password: user.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  await t.app.jobs.drain();
  const code = codeIn(mailsTo(user.email).at(-1)?.text ?? '');
  const verified = await t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.auth.verify2fa),
    payload: { challenge_id: login.json().challenge_id, code },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const token = verified.json().access_token as string;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  // The app remembers the language the user reads it in, and writes to them in it.
  expect((await call('GET', apiUrlOf(API_ROUTES.users.me))).statusCode).toBe(200);
  return { token, call };
}
type Session = Awaited<ReturnType<typeof signIn>>;

async function receiptOf(s: Session, referenceId: string): Promise<Receipt> {
  const res = await s.call(
    'GET',
    `${apiUrlOf(API_ROUTES.receipts.list)}?reference_id=${referenceId}`,
  );
  const [receipt] = receiptsReplySchema.parse(res.json()).data;
  if (!receipt) throw new Error(`no receipt for ${referenceId}`);
  return receipt;
}

async function pump(code: string, litres: number) {
  const done = await t.app.inject({
    method: 'POST',
    url: apiUrlOf(API_ROUTES.pumpTerminal.completeCode, { stationId: station.id, code }),
    headers: { authorization: `Bearer ${station.key}` },
    payload: { dispensed: litres },
  });
  expect(done.statusCode, done.body).toBe(200);
}

/** A code for `litres` of petrol, used at the pump: the refuel's id. */
async function refuel(s: Session, litres: number): Promise<string> {
  const res = await s.call('POST', apiUrlOf(API_ROUTES.refuels.create), {
    product_id: petrol.id,
    volume: litres,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { id, code } = res.json() as { id: string; code: string };
  await pump(code, litres);
  return id;
}

async function messagesReady(userId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from notifications where user_id = ${userId} and template = 'receipt_ready'`,
    ),
  );
  return row?.n ?? 0;
}

const deps = (register: FiscalRegister = t.app.fiscalRegister) => ({
  db: t.database.db,
  config: t.app.config,
  register,
});

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  const s = await issueStationKey(t.database.db, 'YVN-KOMITAS');
  station = { id: s.stationId, key: s.key };
  petrol = await productByCode(t.database.db, 'REGULAR_92');
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('receipts by e-mail', () => {
  it('a paid purchase’s receipt, once printed, is mailed once in the buyer’s language with its PDF', async () => {
    const buyer = await createUser(t.database.db);
    const s = await signIn(buyer, 'ru');
    const diesel = await productByCode(t.database.db, 'DIESEL');
    const res = await s.call('POST', apiUrlOf(API_ROUTES.payments.register), {
      product_id: diesel.id,
      quantity: 20,
    });
    const order = paymentRegisterReplySchema.parse(res.json());
    await submitPaymentForm(t.app, order.formUrl, { pan: CARDS.approve });
    await s.call('GET', apiUrlOf(API_ROUTES.payments.sync, { orderId: order.order_id }));
    // Written, not printed yet: no e-mail.
    expect((await receiptOf(s, order.order_id)).state).toBe('waiting');
    expect(receiptMailsTo(buyer.email)).toEqual([]);

    await t.app.jobs.drain();
    const receipt = await receiptOf(s, order.order_id);
    expect(receipt.state).toBe('issued');
    const mails = receiptMailsTo(buyer.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Чек № ${receipt.number} от ${t.app.config.fiscal.seller.name}`);
    expect(mail?.text).toContain(`http://localhost:3000/ru/receipts/${receipt.id}`);
    expect(mail?.text).toContain(`Продавец: ${receipt.seller.name}`);
    expect(mail?.text).toContain('Дата и время (Ереван)');
    expect(mail?.text).toContain(receipt.local_time);
    expect(mail?.text).toContain(`Фискальный номер: ${receipt.fiscal?.fiscal_number}`);
    expect(mail?.text).toContain('Дизельное топливо');
    const total = new Intl.NumberFormat('ru').format(20 * diesel.price);
    expect(mail?.text).toContain(`Итого: ${total}\u00a0֏`);
    expect(mail?.html).toContain(`/ru/receipts/${receipt.id}`);
    expect(mail?.files).toHaveLength(1);
    const [pdf] = mail?.files ?? [];
    expect(pdf).toMatchObject({
      type: 'application/pdf',
      filename: `receipt-${receipt.number}.pdf`,
    });
    expect(pdf?.body.startsWith('%PDF-')).toBe(true);
    expect(pdf?.body.length).toBeGreaterThan(2000);

    // Printing again finds nothing to print and sends nothing more.
    expect(await printWaitingReceipts(deps())).toBe(0);
    await t.app.jobs.drain();
    expect(receiptMailsTo(buyer.email)).toHaveLength(1);
  });

  it('a refuel’s receipt is mailed once, even when the register’s answer was lost and asked again', async () => {
    const driver = await createUser(t.database.db);
    await creditFuel(t.database.db, driver.id, petrol.id, 100);
    const s = await signIn(driver, 'am');
    await t.app.jobs.drain();
    const id = await refuel(s, 12.345);
    const losing: FiscalRegister = {
      ...t.app.fiscalRegister,
      print: async (seq, request) => {
        await t.app.fiscalRegister.print(seq, request);
        throw new FiscalUnavailableError('timeout');
      },
    };
    await expect(printWaitingReceipts(deps(losing))).rejects.toThrow('timeout');
    expect((await receiptOf(s, id)).state).toBe('waiting');
    expect(await printWaitingReceipts(deps())).toBe(1);
    // The job queued with the refuel finds it printed; its retry too.
    await t.app.jobs.drain();
    await t.database.db.execute(
      sql`update jobs set run_at = now() where kind = 'fiscal.print' and done_at is null`,
    );
    await t.app.jobs.drain();
    expect(await printWaitingReceipts(deps())).toBe(0);
    await t.app.jobs.drain();

    const receipt = await receiptOf(s, id);
    const mails = receiptMailsTo(driver.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      `Անդորրագիր № ${receipt.number} — ${t.app.config.fiscal.seller.name}`,
    );
    expect(mails[0]?.text).toContain('Ռեգուլյար 92');
    expect(mails[0]?.text).toContain(`/am/receipts/${receipt.id}`);
    expect(mails[0]?.files.map((f) => f.body.slice(0, 5))).toEqual(['%PDF-']);
    expect(await messagesReady(driver.id)).toBe(1);
  });

  it('a company’s card refuel: the receipt goes to the company account’s address', async () => {
    const company = await createUser(t.database.db, { type: 'company' });
    await creditFuel(t.database.db, company.id, petrol.id, 100);
    const owner = await signIn(company);
    const card = await orderedCard(t, owner.token, {
      pin: '4826',
      products: [{ product_id: petrol.id, day_limit: null, month_limit: null }],
    });
    const drawn = await owner.call('POST', apiUrlOf(API_ROUTES.cardCodes.draw, { id: card.id }), {
      product_id: petrol.id,
      volume: 30,
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const { id, code } = drawn.json() as { id: string; code: string };
    await pump(code, 25);
    await t.app.jobs.drain();
    const receipt = await receiptOf(owner, id);
    const mails = receiptMailsTo(company.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Receipt No. ${receipt.number} from ${receipt.seller.name}`);
    expect(mails[0]?.text).toContain(`Fuel card: •••• ${card.card?.last4}`);
    expect(mails[0]?.text).toContain(`Station: ${receipt.station?.name}`);
    expect(mails[0]?.text).toContain('Hello, Test Logistics LLC!');
    expect(mails[0]?.files).toHaveLength(1);
  });

  it('an account that turned receipt e-mails off gets none; the receipt and its message remain', async () => {
    const user = await createUser(t.database.db);
    await creditFuel(t.database.db, user.id, petrol.id, 100);
    const s = await signIn(user);
    const off = await s.call('PATCH', apiUrlOf(API_ROUTES.profile.receiptEmails), {
      receipt_emails: false,
    });
    expect(off.json()).toMatchObject({ receipt_emails: false });
    const id = await refuel(s, 5);
    await t.app.jobs.drain();
    expect((await receiptOf(s, id)).state).toBe('issued');
    expect(await messagesReady(user.id)).toBe(1);
    expect(receiptMailsTo(user.email)).toEqual([]);

    // Turned on again, the next receipt comes by e-mail.
    await s.call('PATCH', apiUrlOf(API_ROUTES.profile.receiptEmails), { receipt_emails: true });
    await refuel(s, 6);
    await t.app.jobs.drain();
    expect(receiptMailsTo(user.email)).toHaveLength(1);
  });

  it('the development mailbox keeps an attachment’s name, type and size, not the file', async () => {
    const mailer = devMailboxMailer(t.database.db);
    await mailer.send({
      to: 'files@example.am',
      subject: 'With a file',
      text: 'text',
      html: '<p>text</p>',
      attachments: [
        {
          filename: 'receipt-7.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.7'),
        },
      ],
    });
    const [stored] = await listDevMessages(t.database.db, 'files@example.am');
    expect(stored?.attachments).toEqual([
      { filename: 'receipt-7.pdf', content_type: 'application/pdf', size: 8 },
    ]);
  });
});
