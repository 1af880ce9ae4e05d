import type { ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import type { DestinationStream, Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { LOG_DESTINATION } from './log-destination';
import { logConfig } from './logging.config';
import { AppRequest, requestLogOptions } from './request-log-options';

type Middleware = (request: AppRequest, response: ServerResponse, next: () => void) => void;

/**
 * The root logger and the Express middleware that writes one line per request. configureApp mounts
 * it right after the request ids, so answers refused before Nest's router (413, bad JSON) are logged too.
 */
@Injectable()
export class RequestLogger {
  readonly middleware: Middleware;
  readonly logger: Logger;

  constructor(@Inject(logConfig.KEY) settings: ConfigType<typeof logConfig>, @Inject(LOG_DESTINATION) destination: DestinationStream) {
    const requestLines = pinoHttp(requestLogOptions(settings.level), destination);
    this.logger = requestLines.logger;
    // With logs off nothing would be written, yet a child logger per request and the summary at its
    // end still cost ~7% of a cheap request's CPU (npm run bench): only Nest's log calls need req.log.
    this.middleware =
      settings.level === 'silent'
        ? (request, _response, next) => {
            request.log = this.logger;
            next();
          }
        : requestLines;
  }
}
