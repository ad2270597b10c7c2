import type { FastifyMultipartOptions, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@momentum/contracts/errors';
import { hasUnstorableCharacter } from '@momentum/contracts/text-rules';
import { AppError } from '../errors/app-error';
import { unstorableText } from '../http/storable-text-guard';
import { PHOTO_MESSAGES, photoTooLarge, photoUnsupported } from './photo-errors';
import { deleteUntilDone } from './delete-until-done';
import { processPhotoUpload, type PhotoUploadOptions, type ProcessedPhoto } from './photo-processor';

export interface PhotoMultipartOptions extends PhotoUploadOptions {
  /** Any other file part is refused. */
  fileField: string;
}

export interface PhotoMultipartResult {
  photo: ProcessedPhoto | null;
  /** Sent before or after the file; a repeated name keeps the last. */
  fields: Record<string, string>;
}

const MAX_FIELDS = 20;

/** Not attachFieldsToBody: it would buffer the file before the route runs. */
export function multipartOptions(maxBytes: number): FastifyMultipartOptions {
  return {
    throwFileSizeLimit: true,
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: MAX_FIELDS,
      fieldSize: 16 * 1024,
      fieldNameSize: 100,
      parts: MAX_FIELDS + 1,
      headerPairs: 100,
    },
  };
}

const invalidForm = () => new AppError(400, ErrorCode.VALIDATION, PHOTO_MESSAGES.invalidForm);

/** A photo stored before a failure here is deleted; a route failing later deletes it itself. */
export async function readPhotoMultipart(
  request: FastifyRequest,
  opts: PhotoMultipartOptions,
): Promise<PhotoMultipartResult> {
  if (!request.isMultipart()) throw photoUnsupported();
  const fields: Record<string, string> = {};
  let photo: ProcessedPhoto | null = null;
  let processing = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new AppError(400, ErrorCode.VALIDATION, PHOTO_MESSAGES.fieldTooLong);
        }
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        // The same rule as every JSON value (storable-text-guard.ts); refused before any later file is read.
        if (hasUnstorableCharacter(part.fieldname) || hasUnstorableCharacter(value)) throw unstorableText();
        fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== opts.fileField || photo) throw invalidForm();
      processing = true;
      photo = await processPhotoUpload(refuseWhenTruncated(part.file), opts);
      processing = false;
      if (part.file.truncated) throw photoTooLarge(); // belt and braces: never keep a cut-off file
    }
    return { photo, fields };
  } catch (error) {
    if (photo) await deleteUntilDone(opts.storage, [photo.key, photo.thumbKey]);
    throw processing ? error : asFormError(error);
  }
}

/** busboy cuts at limits.fileSize and ends normally: fail instead, so a cut-off image is never decoded (413). */
function refuseWhenTruncated(file: MultipartFile['file']): MultipartFile['file'] {
  const refuse = () => file.destroy(photoTooLarge());
  if (file.truncated) refuse();
  else file.once('limit', refuse);
  return file;
}

// Parser errors: our 413 for the size limit, otherwise 400 — never a 500.
function asFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return photoTooLarge();
  const mapped = invalidForm();
  mapped.cause = error;
  return mapped;
}
