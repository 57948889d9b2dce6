import { isPgError } from '../db';

/**
 * An error as Supabase Storage renders it: the HTTP status is 400 for everything below 500 and the real status
 * travels in the body as a string, so clients (storage-js `exists()`) read `code` and `statusCode`, not the status.
 */
export class StorageError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly label?: string,
  ) {
    super(message);
  }

  toResponse(): Response {
    const body = { statusCode: String(this.status), code: this.code, error: this.label ?? this.code, message: this.message };
    return Response.json(body, { status: this.status >= 500 ? 500 : 400 });
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageError('NoSuchBucket', 404, 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError('NoSuchKey', 404, 'Object not found', 'not_found'),
  accessDenied: (message: string) => new StorageError('AccessDenied', 403, message || 'Access denied', 'Unauthorized'),
  alreadyExists: () => new StorageError('ResourceAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () => new StorageError('BucketAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError('ResourceNotEmpty', 409, 'The bucket you tried to delete is not empty'),
  invalidBucketName: () => new StorageError('InvalidBucketName', 400, 'Bucket name invalid', 'Invalid Input'),
  invalidKey: (key: string) => new StorageError('InvalidKey', 400, `Invalid key: ${key}`),
  invalidJwt: (message: string) => new StorageError('InvalidJWT', 400, message || 'Invalid JWT'),
  invalidSignature: (message: string) => new StorageError('InvalidSignature', 400, message),
  invalidRequest: (message: string) => new StorageError('InvalidRequest', 400, message),
  invalidMimeType: (mime: string) =>
    new StorageError('InvalidMimeType', 415, `mime type ${mime} is not supported`, 'invalid_mime_type'),
  entityTooLarge: () =>
    new StorageError('EntityTooLarge', 413, 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidRange: () => new StorageError('InvalidRange', 400, 'invalid range provided', 'invalid_range'),
  internal: (message = 'Internal server error') => new StorageError('InternalError', 500, message),
};

/** Maps a Postgres error raised while acting on storage tables the way Storage's DBError does. */
export function fromDbError(e: unknown): StorageError {
  if (e instanceof StorageError) return e;
  if (!isPgError(e)) return ERRORS.internal(e instanceof Error ? e.message : undefined);
  switch (e.code) {
    case '42501':
      return ERRORS.accessDenied(
        e.message.includes('row-level security') ? 'new row violates row-level security policy' : e.message,
      );
    case '23505':
      return ERRORS.alreadyExists();
    case '23503':
      return new StorageError('InvalidRequest', 404, 'The related resource does not exist');
    case '22P02':
      return new StorageError('InvalidParameter', 400, e.message || 'Invalid value format or type conversion failed');
    default:
      return new StorageError('DatabaseError', 500, `database error, code: ${e.code}`);
  }
}
