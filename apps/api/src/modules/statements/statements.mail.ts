import type { Language } from '@fuel/contract';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { queueMail } from '../../jobs/delivery';
import { claimMailing, findCompaniesToMail } from './statements.repository';
import { monthStart, nextMonth, previousMonth } from './statements.service';

/** "October 2026" in the reader's language. */
export function monthName(month: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'am' ? 'hy' : lang, {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Yerevan',
  }).format(monthStart(month));
}

/**
 * From the 1st of each month on Yerevan's clock: e-mails every company last month's statement,
 * once. Each company's mailing is a row taken in the transaction that queues the e-mail, so a
 * second round, or another instance running the same step, finds it taken and sends nothing.
 */
export async function mailMonthlyStatements(
  deps: { db: Db; config: Pick<Config, 'publicUrl'> },
  now = new Date(),
): Promise<number> {
  const month = previousMonth(now);
  const end = monthStart(nextMonth(month));
  let queued = 0;
  for (;;) {
    const due = await findCompaniesToMail(deps.db, month, end, 100);
    for (const company of due) {
      const lang = company.language;
      const taken = await deps.db.transaction(async (tx) => {
        if (!(await claimMailing(tx, company.id, month))) return false;
        const name = company.company_name ?? company.first_name;
        await queueMail(tx, {
          to: company.email,
          template: 'monthly_statement',
          lang,
          params: {
            name,
            company: name,
            month: monthName(month, lang),
            url: `${deps.config.publicUrl}/${lang}/statements?month=${month}`,
          },
        });
        return true;
      });
      if (taken) queued++;
    }
    if (due.length < 100) return queued;
  }
}
