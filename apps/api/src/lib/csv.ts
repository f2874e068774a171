/**
 * One CSV cell, always quoted; a text starting with =, +, - or @ would run as a formula in a
 * spreadsheet, so it is led by an apostrophe.
 */
export const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return `"${(/^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text).replaceAll('"', '""')}"`;
};

/** Wall-clock time in Yerevan, as the cabinet shows it, in a form spreadsheets read as a date. */
export const yerevanTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Yerevan',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** The byte-order mark makes spreadsheet programs read Armenian and Russian as UTF-8. */
export const CSV_BOM = '\uFEFF';
