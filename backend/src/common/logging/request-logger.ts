import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import type { DestinationStream, Logger } from 'pino';
import { HttpLogger, pinoHttp } from 'pino-http';
import { LOG_DESTINATION } from './log-destination';
import { logConfig } from './logging.config';
import { AppRequest, requestLogOptions } from './request-log-options';

/**
 * The root logger and the Express middleware that writes one line per request. configureApp mounts
 * it right after the request ids, so answers refused before Nest's router (413, bad JSON) are logged too.
 */
@Injectable()
export class RequestLogger {
  readonly middleware: HttpLogger<AppRequest>;

  constructor(@Inject(logConfig.KEY) settings: ConfigType<typeof logConfig>, @Inject(LOG_DESTINATION) destination: DestinationStream) {
    this.middleware = pinoHttp(requestLogOptions(settings.level), destination);
  }

  get logger(): Logger {
    return this.middleware.logger;
  }
}
