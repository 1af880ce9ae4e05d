import { ValidationPipe } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { DEFAULT_FRONTEND_DIST, spaMiddleware } from './common/spa';

export const API_PREFIX = 'api';

/** Everything main.ts and the API tests both need, so the tests exercise the real pipeline. */
export function configureApp(app: NestExpressApplication, frontendDist = process.env.FRONTEND_DIST ?? DEFAULT_FRONTEND_DIST): void {
  app.setGlobalPrefix(API_PREFIX);
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
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Vehicle Rental API')
      .setDescription('Fleet, customers, bookings, rentals and payments for a Malaysian rental business (amounts in RM).')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document);

  for (const handler of spaMiddleware(frontendDist)) app.use(handler);
}
