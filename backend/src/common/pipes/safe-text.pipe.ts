import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { textProblem } from '../validation/safe-text';
import { MAX_JSON_DEPTH } from '../http/request-limits';

const CHECKED: ReadonlySet<ArgumentMetadata['type']> = new Set(['body', 'query', 'param']);
/** The label when a key itself is refused: echoing the key back would echo the bad character. */
export const FIELD_NAME_LABEL = 'Field name';
/** The browser translates "label: message" part by part for labels up to 60 characters. */
const MAX_LABEL_LENGTH = 60;

/**
 * Runs before the ValidationPipe on every body, query and route value, so one rule covers every
 * text field (JSON, multipart form fields, query strings) without a decorator on each DTO field.
 * The walk is bounded: bodies are at most MAX_JSON_DEPTH deep (checked by the parser), and
 * anything deeper here is refused rather than followed. The message names the field
 * ("fullName: ...", "details.note: ..."), so the person knows which input to fix.
 */
@Injectable()
export class SafeTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (CHECKED.has(metadata.type)) assertSafe(value, metadata.data ?? '', 0);
    return value;
  }
}

function assertSafe(value: unknown, path: string, depth: number): void {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    if (problem) throw new BadRequestException(path ? `${shortened(path)}: ${problem}` : problem);
    return;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return;
  if (depth > MAX_JSON_DEPTH) throw new BadRequestException('The request is nested too deeply');
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertSafe(item, childPath(path, String(index)), depth + 1));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = textProblem(key);
    if (keyProblem) throw new BadRequestException(`${FIELD_NAME_LABEL}: ${keyProblem}`);
    assertSafe(item, childPath(path, key), depth + 1);
  }
}

/** Keys are the sender's, so a long path is cut rather than echoed whole. */
function shortened(path: string): string {
  return path.length <= MAX_LABEL_LENGTH ? path : `${path.slice(0, MAX_LABEL_LENGTH - 3)}...`;
}

function childPath(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
