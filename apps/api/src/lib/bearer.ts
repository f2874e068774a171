/** The token of an `Authorization: Bearer …` header; the scheme's name is case-insensitive (RFC 7235). */
export function bearerToken(header: string | undefined): string {
  const match = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1] ?? '';
}
