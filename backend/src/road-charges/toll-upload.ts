import { CallHandler, ExecutionContext, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { CsvError, parse } from 'csv-parse';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { Readable } from 'node:stream';
import { Observable } from 'rxjs';
import { appError, errorCodeOf } from '../common/errors/app-error';
import { ROAD_CHARGE_ERRORS } from './road-charges.errors';
import { MAX_TOLL_BYTES, MAX_TOLL_LINES, MAX_TOLL_MEGABYTES, MAX_TOLL_RECORD_CHARS, TollLine, TollReader } from './toll-lines';

/** The multipart field the statement comes in. */
export const TOLL_STATEMENT_FIELD = 'statement';

/** The upload as the route gets it: the tolls, read while the file arrived. */
export interface UploadedTolls extends Express.Multer.File {
  tolls: TollLine[];
}

/**
 * Reads the statement from the upload's stream, record by record, as the bank statement import
 * does: memory holds the tolls read so far, never the file, and reading stops at the first sign
 * the file is not a toll statement. What is left of the file is drained so the refusal can be sent.
 */
export function readTolls(stream: Readable): Promise<TollLine[]> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: MAX_TOLL_RECORD_CHARS, info: true });
  const reader = new TollReader();
  let records = 0;
  return new Promise<TollLine[]>((resolve, reject) => {
    const stop = (error: unknown) => {
      stream.unpipe(parser);
      parser.destroy();
      stream.resume();
      reject(
        error instanceof CsvError ? appError(ROAD_CHARGE_ERRORS.TOLL_NOT_READABLE, { line: Number(error.lines) || records + 1 }) : error,
      );
    };
    parser.on('readable', () => {
      try {
        for (
          let read = parser.read() as { record: string[]; info: { lines: number } } | null;
          read !== null;
          read = parser.read() as typeof read
        ) {
          records += 1;
          if (records > MAX_TOLL_LINES)
            throw appError(ROAD_CHARGE_ERRORS.TOLL_TOO_MANY_LINES, { max: MAX_TOLL_LINES.toLocaleString('en-MY') });
          reader.push(read.record, read.info.lines);
        }
      } catch (error) {
        stop(error);
      }
    });
    parser.on('error', stop);
    parser.once('end', () => {
      try {
        resolve(reader.finish());
      } catch (error) {
        reject(error);
      }
    });
    stream.pipe(parser);
  });
}

/** A multer storage engine that stores nothing: it reads the tolls as the file streams in. */
class TollStorage implements StorageEngine {
  _handleFile(_request: Request, file: Express.Multer.File, callback: (error?: Error | null, info?: Partial<UploadedTolls>) => void) {
    readTolls(file.stream).then(
      (tolls) => callback(null, { tolls }),
      (error: Error) => callback(error),
    );
  }

  _removeFile(_request: Request, _file: Express.Multer.File, callback: (error: Error | null) => void) {
    callback(null);
  }
}

const Parser = FileInterceptor(TOLL_STATEMENT_FIELD, {
  storage: new TollStorage(),
  limits: { fileSize: MAX_TOLL_BYTES, files: 1, fields: 5, fieldSize: 1024 },
});

/** One Touch 'n Go statement (CSV) in the 'statement' field, read while it arrives; refused beyond 5 MB while parsing. */
@Injectable()
export class TollUpload extends Parser {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException && errorCodeOf(error) === null) {
        throw appError(ROAD_CHARGE_ERRORS.TOLL_FILE_TOO_LARGE, { megabytes: MAX_TOLL_MEGABYTES });
      }
      throw error;
    }
  }
}
