import { Module, RequestMethod } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import { stdoutDestination } from './log-destination';
import { logConfig } from './logging.config';
import { RequestLogger } from './request-logger';

/** The request logger and where it writes; a module of its own so LoggerModule can inject it. */
@Module({
  imports: [ConfigModule.forFeature(logConfig)],
  providers: [stdoutDestination, RequestLogger],
  exports: [RequestLogger],
})
class RequestLoggingModule {}

/**
 * JSON logs on stdout: one line per request (see request-log-options.ts) and every Nest log line,
 * the latter tagged with the reqId of the request they were written in. main.ts hands Nest's
 * logging to nestjs-pino's Logger; configureApp mounts the request middleware.
 */
@Module({
  imports: [
    RequestLoggingModule,
    LoggerModule.forRootAsync({
      imports: [RequestLoggingModule],
      inject: [RequestLogger],
      // useExisting: nestjs-pino only binds the request's logger (req.log) for Nest log calls; the
      // request lines come from our middleware, mounted earlier than Nest's own middleware would be.
      useFactory: (requests: RequestLogger) => ({
        pinoHttp: { logger: requests.logger },
        useExisting: true,
        // Nest 11's wildcard syntax; nestjs-pino's default '*' logs a route-conversion warning at every start.
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
      }),
    }),
  ],
  exports: [RequestLoggingModule],
})
export class LoggingModule {}
