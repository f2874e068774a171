export interface MimePart {
  type: string;
  body: string;
  /** An attachment's file name. */
  filename?: string;
}

/**
 * Enough MIME for tests: the decoded parts of a message as nodemailer writes it, the parts of
 * nested multiparts (text and HTML beside an attachment) included, in order.
 */
export function mimeParts(raw: string): MimePart[] {
  const boundary = /boundary="?([^"\r\n;]+)"?/.exec(raw)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  return chunks.flatMap((chunk) => {
    const split = chunk.search(/\r?\n\r?\n/);
    const headers = chunk.slice(0, split);
    const body = chunk.slice(split).trim();
    const type = /Content-Type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'text/plain';
    if (boundary && type.startsWith('multipart/')) return mimeParts(chunk);
    const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
    const filename = /filename="?([^"\r\n;]+)"?/i.exec(headers)?.[1];
    return [{ type, body: decode(body, encoding), ...(filename && { filename }) }];
  });
}

/** A header of the message (its first), unfolded, its encoded words (RFC 2047) decoded. */
export function mimeHeader(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const value = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1];
  return value
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, how: string, text: string) =>
      how.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decode(text.replace(/_/g, ' '), 'quoted-printable'),
    );
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
