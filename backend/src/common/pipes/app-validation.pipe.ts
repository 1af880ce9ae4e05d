import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';

/**
 * The global ValidationPipe, except that route params stay text for their own pipe: its
 * `+value` conversion would turn "1e0", "0x10", " 1" or "1.0" into the id 1 before ParseIdPipe
 * could refuse them.
 */
export class AppValidationPipe extends ValidationPipe {
  protected transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}
