import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';

/**
 * The global ValidationPipe, except that route params stay text for their own pipe: its
 * `+value` conversion would turn "1e0", "0x10", " 1" or "1.0" into the id 1 before ParseIdPipe
 * could refuse them. Messages are listed once each.
 */
export class AppValidationPipe extends ValidationPipe {
  protected transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }

  /** Each message once: a null reason fails both IsString and MinLength with the same text. */
  protected flattenValidationErrors(errors: ValidationError[]): string[] {
    return [...new Set(super.flattenValidationErrors(errors))];
  }
}
