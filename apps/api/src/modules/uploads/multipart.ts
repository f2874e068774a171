import { isStorableText } from '@fuel/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Incoming } from './uploads.service';

/** Reads a multipart request: the files of the named field(s) and the plain fields. */
export async function readParts(request: FastifyRequest, fileField: string) {
  const files: Incoming[] = [];
  const fields: Record<string, string> = {};
  // A JSON or form body here is the wrong kind of body, not a malformed one.
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  try {
    for await (const part of request.parts()) {
      if (!isStorableText(part.fieldname)) throw new AppError('VALIDATION_FAILED');
      if (part.type === 'file') {
        if (part.fieldname !== fileField)
          throw new AppError('VALIDATION_FAILED', { field: part.fieldname });
        if (!isStorableText(part.filename))
          throw new AppError('VALIDATION_FAILED', { field: fileField });
        files.push({ filename: part.filename, bytes: await part.toBuffer() });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    throw malformed(err);
  }
  if (files.length === 0) throw new AppError('VALIDATION_FAILED', { field: fileField });
  return { files, fields };
}

/**
 * Our own refusals and the parser's limits (413, 415...) pass through; a body the parser cannot
 * read at all (no boundary, cut off, bad headers) is the client's fault, not a server error.
 */
function malformed(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status < 500) return err;
  return new AppError('BAD_REQUEST');
}
