import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { Request } from 'express';
import { Language, languageFromHeader } from './language';

/** The language the caller reads, from Accept-Language (the app sends 'en' or 'ms'). */
export const RequestLanguage = createParamDecorator((_data: unknown, context: ExecutionContext): Language =>
  languageFromHeader(context.switchToHttp().getRequest<Request>().headers['accept-language']),
);
