import { ArgumentMetadata, HttpException, Injectable, PipeTransform } from '@nestjs/common';
import { textProblem, textProblemCode } from '../validation/safe-text';
import { MAX_JSON_DEPTH } from '../http/request-limits';
import { COMMON_ERRORS } from '../errors/common.errors';
import { appError, detailedError } from '../errors/app-error';

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
    if (problem) throw unsafeText(path, path ? `${shortened(path)}: ${problem}` : problem, problem);
    return;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return;
  if (depth > MAX_JSON_DEPTH) throw appError(COMMON_ERRORS.REQUEST_TOO_DEEP);
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertSafe(item, childPath(path, String(index)), depth + 1));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = textProblem(key);
    if (keyProblem) throw unsafeText(path, `${FIELD_NAME_LABEL}: ${keyProblem}`, keyProblem);
    assertSafe(item, childPath(path, key), depth + 1);
  }
}

/** A refused text, also as a field error on its path so a form can show it under the input. */
function unsafeText(path: string, message: string, problem: string): HttpException {
  const fields = path ? [{ field: shortened(path), code: textProblemCode(problem), message: problem }] : undefined;
  return detailedError(COMMON_ERRORS.VALIDATION_FAILED, { message, fields });
}

/** Keys are the sender's, so a long path is cut rather than echoed whole. */
function shortened(path: string): string {
  return path.length <= MAX_LABEL_LENGTH ? path : `${path.slice(0, MAX_LABEL_LENGTH - 3)}...`;
}

function childPath(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
