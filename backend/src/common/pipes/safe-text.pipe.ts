import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { textProblem } from '../validation/safe-text';
import { MAX_JSON_DEPTH } from '../http/request-limits';

const CHECKED: ReadonlySet<ArgumentMetadata['type']> = new Set(['body', 'query', 'param']);

/**
 * Runs before the ValidationPipe on every body, query and route value, so one rule covers every
 * text field (JSON, multipart form fields, query strings) without a decorator on each DTO field.
 * The walk is bounded: bodies are at most MAX_JSON_DEPTH deep (checked by the parser), and
 * anything deeper here is refused rather than followed.
 */
@Injectable()
export class SafeTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (CHECKED.has(metadata.type)) assertSafe(value, 0);
    return value;
  }
}

function assertSafe(value: unknown, depth: number): void {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    if (problem) throw new BadRequestException(problem);
    return;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return;
  if (depth > MAX_JSON_DEPTH) throw new BadRequestException('The request is nested too deeply');
  if (Array.isArray(value)) {
    for (const item of value) assertSafe(item, depth + 1);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    assertSafe(key, depth + 1);
    assertSafe(item, depth + 1);
  }
}
