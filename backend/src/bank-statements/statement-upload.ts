import { CallHandler, ExecutionContext, Inject, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { CsvError, parse } from 'csv-parse';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { Readable } from 'node:stream';
import { Observable } from 'rxjs';
import { appError, errorCodeOf } from '../common/errors/app-error';
import { BANK_STATEMENT_ERRORS } from './bank-statements.errors';
import { StatementColumns } from './statement-columns';
import { StatementColumnsService } from './statement-columns.service';
import { StatementRead, StatementReader } from './statement-lines';
import { MAX_RECORD_CHARS, MAX_STATEMENT_BYTES, MAX_STATEMENT_LINES, MAX_STATEMENT_MEGABYTES } from './statement-limits';

/** The multipart field the statement comes in. */
export const STATEMENT_FIELD = 'statement';

/** The upload as the route gets it: the statement's credits, read while the file arrived. */
export interface UploadedStatement extends Express.Multer.File {
  statement: StatementRead;
}

/** The columns each request's statement is read with, looked up before its body is parsed. */
const columnsOf = new WeakMap<Request, StatementColumns | null>();

/**
 * Reads the statement from the upload's stream, record by record: memory holds the credits found
 * so far, never the file, and reading stops at the first sign the file is not one (no header
 * within the first rows, too many lines, broken CSV). Whatever is left of the file is drained, so
 * the request still ends and its refusal can be sent.
 */
export function readStatement(stream: Readable, columns: StatementColumns): Promise<StatementRead> {
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_CHARS,
  });
  const reader = new StatementReader(columns);
  let records = 0;
  return new Promise<StatementRead>((resolve, reject) => {
    const stop = (error: unknown) => {
      stream.unpipe(parser);
      parser.destroy();
      stream.resume();
      reject(
        error instanceof CsvError
          ? appError(BANK_STATEMENT_ERRORS.STATEMENT_NOT_READABLE, { line: Number(error.lines) || records + 1 })
          : error,
      );
    };
    parser.on('readable', () => {
      try {
        for (let record = parser.read() as string[] | null; record !== null; record = parser.read() as string[] | null) {
          records += 1;
          if (records > MAX_STATEMENT_LINES) {
            throw appError(BANK_STATEMENT_ERRORS.STATEMENT_TOO_MANY_LINES, { max: MAX_STATEMENT_LINES.toLocaleString('en-MY') });
          }
          reader.push(record);
        }
      } catch (error) {
        stop(error);
      }
    });
    // Kept for the parser's life: an error after it was stopped (a write racing the unpipe) is ignored, never thrown.
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

/** A multer storage engine that stores nothing: it reads the statement as it streams in. */
class StatementStorage implements StorageEngine {
  _handleFile(request: Request, file: Express.Multer.File, callback: (error?: Error | null, info?: Partial<UploadedStatement>) => void) {
    const columns = columnsOf.get(request);
    if (!columns) {
      file.stream.resume();
      callback(appError(BANK_STATEMENT_ERRORS.STATEMENT_COLUMNS_NOT_CHOSEN));
      return;
    }
    readStatement(file.stream, columns).then(
      (statement) => callback(null, { statement }),
      (error: Error) => callback(error),
    );
  }

  _removeFile(_request: Request, _file: Express.Multer.File, callback: (error: Error | null) => void) {
    callback(null);
  }
}

const Parser = FileInterceptor(STATEMENT_FIELD, {
  storage: new StatementStorage(),
  limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 5, fieldSize: 1024 },
});

/**
 * One CSV statement in the 'statement' field, read with the business's remembered columns while
 * it arrives; refused beyond 10 MB while parsing (multer's limit), with the statement's own words.
 */
@Injectable()
export class StatementUpload extends Parser {
  constructor(@Inject(StatementColumnsService) private readonly columns: StatementColumnsService) {
    super();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request>();
    columnsOf.set(request, (await this.columns.current())?.columns ?? null);
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException && errorCodeOf(error) === null) {
        throw appError(BANK_STATEMENT_ERRORS.STATEMENT_TOO_LARGE, { megabytes: MAX_STATEMENT_MEGABYTES });
      }
      throw error;
    }
  }
}
