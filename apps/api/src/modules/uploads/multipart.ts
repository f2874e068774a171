import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Incoming } from './uploads.service';

/** Reads a multipart request: the files of the named field(s) and the plain fields. */
export async function readParts(request: FastifyRequest, fileField: string) {
  const files: Incoming[] = [];
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField)
        throw new AppError('VALIDATION_FAILED', { field: part.fieldname });
      files.push({ filename: part.filename, bytes: await part.toBuffer() });
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (files.length === 0) throw new AppError('VALIDATION_FAILED', { field: fileField });
  return { files, fields };
}
