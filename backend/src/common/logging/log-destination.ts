import { Provider } from '@nestjs/common';
import pino, { DestinationStream } from 'pino';

/** Where log lines go; the logging API suite swaps in a stream it can read. */
export const LOG_DESTINATION = Symbol('LOG_DESTINATION');

/** stdout, written synchronously so the last lines before process.exit (shutdown) are not lost. */
export const stdoutDestination: Provider<DestinationStream> = {
  provide: LOG_DESTINATION,
  useFactory: () => pino.destination({ dest: 1, sync: true }),
};
