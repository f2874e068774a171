/** Enough MIME for tests: the decoded parts of a message as nodemailer writes it. */
export function mimeParts(raw: string): { type: string; body: string }[] {
  const boundary = /boundary="?([^"\r\n;]+)"?/.exec(raw)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  return chunks.map((chunk) => {
    const split = chunk.search(/\r?\n\r?\n/);
    const headers = chunk.slice(0, split);
    const body = chunk.slice(split).trim();
    const type = /Content-Type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'text/plain';
    const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
    return { type, body: decode(body, encoding) };
  });
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
