import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { OMITTED_ERRORS_MESSAGE } from '@nestjs/common/pipes/validation-errors.constants';
import { detailedError, FieldError } from '../errors/app-error';
import { COMMON_ERRORS } from '../errors/common.errors';
import { fieldErrorCode } from '../errors/field-errors';

/**
 * The global ValidationPipe, except that route params stay text for their own pipe: its
 * `+value` conversion would turn "1e0", "0x10", " 1" or "1.0" into the id 1 before ParseIdPipe
 * could refuse them. Messages are listed once each, and each refused property is also sent as
 * a field error with its path and code, so a form can place it without reading the text.
 */
export class AppValidationPipe extends ValidationPipe {
  protected transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }

  /** Each message once: a null reason fails both IsString and MinLength with the same text. */
  protected flattenValidationErrors(errors: ValidationError[]): string[] {
    return [...new Set(super.flattenValidationErrors(errors))];
  }

  createExceptionFactory(): (validationErrors?: ValidationError[]) => unknown {
    return (validationErrors: ValidationError[] = []) => {
      const budget = { remaining: this.maxErrorMessagesLength, isExceeded: false };
      const limited = this.limitValidationErrors(validationErrors, budget);
      const messages = this.flattenValidationErrors(limited);
      return detailedError(COMMON_ERRORS.VALIDATION_FAILED, {
        message: budget.isExceeded ? [...messages, OMITTED_ERRORS_MESSAGE] : messages,
        fields: fieldErrors(limited),
      });
    };
  }
}

/** Every failed constraint as { field: 'documents.icPassport', code, message }, each once. */
export function fieldErrors(errors: ValidationError[], parentPath = ''): FieldError[] {
  const fields: FieldError[] = [];
  const seen = new Set<string>();
  const visit = (error: ValidationError, parent: string): void => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
      const key = `${field}\u0000${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      fields.push({ field, code: fieldErrorCode(constraint), message });
    }
    for (const child of error.children ?? []) visit(child, field);
  };
  for (const error of errors) visit(error, parentPath);
  return fields;
}
