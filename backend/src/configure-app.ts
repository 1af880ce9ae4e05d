import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { compressResponses } from './common/http/compression';
import { RequestLogger } from './common/logging/request-logger';
import { requestIds } from './common/http/request-id';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { applyRequestLimits } from './common/http/request-limits';
import { AppValidationPipe } from './common/pipes/app-validation.pipe';
import { SafeTextPipe } from './common/pipes/safe-text.pipe';
import { DEFAULT_FRONTEND_DIST, spaMiddleware } from './common/spa';
import { readAppSettings } from './config/settings';
import { buildOpenApiDocument } from './openapi/openapi-document';

export const API_PREFIX = 'api';

/** Everything main.ts and the API tests both need, so the tests exercise the real pipeline. */
export function configureApp(app: NestExpressApplication, frontendDist = process.env.FRONTEND_DIST ?? DEFAULT_FRONTEND_DIST): void {
  const settings = readAppSettings(process.env);
  // Behind one reverse proxy, req.ip (rate limits, logs) is the address it forwards, not the proxy's.
  app.set('trust proxy', settings.trustProxy ? 1 : false);
  app.setGlobalPrefix(API_PREFIX);
  // First, so every answer (errors and refused bodies included) carries its id.
  app.use(requestIds());
  // Next, so refused requests (413, bad JSON) get their log line too, under the same id.
  app.use(app.get(RequestLogger).middleware);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // blob: for document previews opened from the browser; no upgrade so plain-HTTP LAN use works.
          'img-src': ["'self'", 'data:', 'blob:'],
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  app.use(compressResponses());
  applyRequestLimits(app);
  // SafeTextPipe first: it sees the raw values, before DTOs transform them.
  app.useGlobalPipes(new SafeTextPipe(), new AppValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.useGlobalFilters(new AllExceptionsFilter());
  // No enableShutdownHooks(): main.ts drains requests on SIGTERM first (common/lifecycle), then closes the app.

  if (settings.apiDocs) serveApiDocs(app);

  for (const handler of spaMiddleware(frontendDist)) app.use(handler);
}

/** OpenAPI at /api/docs (and /api/docs-json); off in production unless API_DOCS=true. */
function serveApiDocs(app: NestExpressApplication): void {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document);
}
