/** Shows enough of an address for a person to recognise it, and no more. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export function maskPhone(phone: string): string {
  return `${phone.slice(0, 4)} ** *** ${phone.slice(-3)}`;
}
