import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { INVALID_ID_MESSAGE, parseId } from '../validation/ids';

/**
 * Route ids: whole decimal numbers from 1 that fit the integer column, nothing else. ParseIntPipe
 * let "-1", "0", "007" and 99999999999 through (the last one then failed in the database).
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseId(value);
    if (id === null) throw new BadRequestException(INVALID_ID_MESSAGE);
    return id;
  }
}
