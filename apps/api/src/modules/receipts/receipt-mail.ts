import { type Language, type Receipt, VAT_PERCENT } from '@fuel/contract';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import type { MailAttachment } from '../../integrations/mail/mailer';
import { queueMail } from '../../jobs/delivery';
import { translator } from '../../lib/i18n';
import { findProfile } from '../users';
import { numberIn, receiptPdf } from './receipt-pdf';
import { findReceipt, type ReceiptRow } from './receipts.repository';
import { toWire } from './receipts.service';

/**
 * E-mails a printed receipt to its account (DESIGN §5.10), in the transaction that stores the
 * register's answer: only the call that issued the receipt gets here, so it is queued once. The
 * account is the receipt's owner: a person's own address, or a company's login address (not the
 * team member who bought or the driver who refuelled). Nothing is queued when the account
 * turned receipt e-mails off, or is deleted. The PDF is made when the e-mail is sent.
 */
export async function queueReceiptMail(tx: Db, config: Config, row: ReceiptRow): Promise<boolean> {
  const account = await findProfile(tx, row.userId);
  if (!account?.receiptEmails) return false;
  const lang = account.language;
  const receipt = toWire(row, config, lang);
  await queueMail(tx, {
    to: account.email,
    template: 'receipt',
    lang,
    params: {
      name: account.companyName ?? account.firstName,
      number: String(receipt.number),
      seller: receipt.seller.name,
      url: `${config.publicUrl}/${lang}/receipts/${receipt.id}`,
      details: receiptDetails(receipt, lang),
    },
    attachments: [{ kind: 'receipt_pdf', receipt_id: receipt.id }],
  });
  return true;
}

/**
 * What the e-mail lists: the seller, the date on Yerevan's clock, where and for which vehicle or
 * card, the items, the total with its VAT, and the fiscal number.
 */
function receiptDetails(receipt: Receipt, lang: Language) {
  const t = translator(lang);
  const l = (key: string, values?: Record<string, string | number>) =>
    t(key, { ns: 'receipts', ...values });
  const money = (drams: number) => `${numberIn(lang, 0).format(drams)}\u00a0֏`;
  const rows = [
    {
      label: l('seller'),
      value: `${receipt.seller.name}, ${l('tax_id')} ${receipt.seller.tax_id}`,
    },
    { label: l('date'), value: receipt.local_time },
  ];
  if (receipt.station) rows.push({ label: l('station'), value: receipt.station.name });
  if (receipt.vehicle_plate) rows.push({ label: l('vehicle'), value: receipt.vehicle_plate });
  if (receipt.card) rows.push({ label: l('card'), value: `•••• ${receipt.card.last4}` });
  for (const item of receipt.items) {
    const unit = l(`units.${item.unit}`);
    const quantity = `${numberIn(lang, 3).format(item.quantity)}\u00a0${unit}`;
    rows.push({
      label: item.product_name,
      value: `${quantity} × ${money(item.unit_price)} = ${money(item.total)}`,
    });
  }
  rows.push({ label: l('total'), value: money(receipt.total) });
  rows.push({ label: l('vat', { percent: VAT_PERCENT }), value: money(receipt.vat) });
  if (receipt.fiscal) rows.push({ label: l('fiscal.number'), value: receipt.fiscal.fiscal_number });
  return rows;
}

/** The receipt's PDF for its e-mail, made from the stored receipt when the e-mail is sent. */
export async function receiptAttachment(
  deps: { db: Db; config: Config },
  receiptId: string,
  lang: Language,
): Promise<MailAttachment> {
  const row = await findReceipt(deps.db, receiptId);
  if (!row) throw new Error(`no receipt ${receiptId}`);
  const receipt = toWire(row, deps.config, lang);
  return {
    filename: `receipt-${receipt.number}.pdf`,
    contentType: 'application/pdf',
    content: await receiptPdf(receipt, lang),
  };
}
