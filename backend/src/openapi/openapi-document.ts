import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/**
 * The API's OpenAPI description. The docs page serves it and the front end's API types are
 * generated from it, so the browser and the server cannot drift apart unnoticed.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Vehicle Rental API')
      .setDescription('Fleet, customers, bookings, rentals and payments for a Malaysian rental business (amounts in RM).')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
}
