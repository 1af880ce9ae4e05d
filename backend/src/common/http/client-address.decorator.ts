import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { Request } from 'express';

/**
 * The caller's address for rate limits: the socket's peer, or with TRUST_PROXY the address the
 * one trusted proxy put in X-Forwarded-For (Express's req.ip follows the 'trust proxy' setting).
 */
export const ClientAddress = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const request = context.switchToHttp().getRequest<Request>();
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
});
