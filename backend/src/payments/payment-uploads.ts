import { CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, PayloadTooLargeException, Type } from '@nestjs/common';
import { appError, ErrorDefinition } from '../common/errors/app-error';
import { FileInterceptor } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import { Observable } from 'rxjs';
import { PAYMENT_ERRORS } from './payments.errors';

/** A payment proof is at most 10 MB, plenty for a phone's photo or screenshot. */
export const MAX_PROOF_BYTES = 10 * 1024 * 1024;

/**
 * One image in `field`, refused while parsing beyond 10 MB with the portal's own words
 * ('File Too Large: ...') instead of multer's.
 */
export function proofImageUpload(field: string, tooLarge: ErrorDefinition = PAYMENT_ERRORS.PROOF_TOO_LARGE): Type<NestInterceptor> {
  const Parser = FileInterceptor(field, {
    storage: memoryStorage(),
    limits: { fileSize: MAX_PROOF_BYTES, files: 1, fields: 5, fieldSize: 1024 },
  });

  @Injectable()
  class ProofUpload extends Parser {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await super.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw appError(tooLarge);
        throw error;
      }
    }
  }
  return mixin(ProofUpload);
}
