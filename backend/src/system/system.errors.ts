import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Readiness failures of the server itself. */
export const SYSTEM_ERRORS = defineErrors({
  SERVER_SHUTTING_DOWN: { status: HttpStatus.SERVICE_UNAVAILABLE, message: 'This server is shutting down' },
  REDIS_UNREACHABLE: { status: HttpStatus.SERVICE_UNAVAILABLE, message: 'Redis cannot be reached' },
  DATABASE_UNREACHABLE: { status: HttpStatus.SERVICE_UNAVAILABLE, message: 'The database cannot be reached' },
});
