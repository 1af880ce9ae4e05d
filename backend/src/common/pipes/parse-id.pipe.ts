import { Injectable, PipeTransform } from '@nestjs/common';
import { parseId } from '../validation/ids';
import { COMMON_ERRORS } from '../errors/common.errors';
import { appError } from '../errors/app-error';

/**
 * Route ids: whole decimal numbers from 1 that fit the integer column, nothing else. ParseIntPipe
 * let "-1", "0", "007" and 99999999999 through (the last one then failed in the database).
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseId(value);
    if (id === null) throw appError(COMMON_ERRORS.INVALID_ID);
    return id;
  }
}
