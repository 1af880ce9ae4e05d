import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ERROR_CODES, FIELD_ERROR_CODES } from '../app-errors';

/**
 * The error body every failure has, and the closed lists of its codes: the front end's types
 * come from here, so a code the browser cannot translate fails its type check.
 */
export const ERROR_SCHEMAS: Record<string, SchemaObject> = {
  ErrorCode: { type: 'string', enum: [...ERROR_CODES], description: 'Stable code of a refusal; `message` is its English text.' },
  FieldErrorCode: { type: 'string', enum: [...FIELD_ERROR_CODES], description: 'Why one input was refused.' },
  ErrorParams: {
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    description: 'Values filled into the message, by placeholder name.',
  },
  FieldError: {
    type: 'object',
    required: ['field', 'code', 'message'],
    properties: {
      field: { type: 'string', description: "The input's property path, e.g. email or documents.icPassport.", example: 'email' },
      code: { $ref: '#/components/schemas/FieldErrorCode' },
      message: { type: 'string', description: 'English text for this input alone.' },
      params: { $ref: '#/components/schemas/ErrorParams' },
    },
  },
  ErrorBody: {
    type: 'object',
    required: ['statusCode', 'code', 'message', 'error'],
    properties: {
      statusCode: { type: 'integer', example: 404 },
      code: { $ref: '#/components/schemas/ErrorCode' },
      message: {
        oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
        description: 'English text; a list for validation.',
      },
      error: { type: 'string', example: 'Not Found' },
      params: { $ref: '#/components/schemas/ErrorParams' },
      fields: {
        type: 'array',
        items: { $ref: '#/components/schemas/FieldError' },
        description: 'The refused inputs, for validation failures.',
      },
    },
  },
};

/**
 * The API's OpenAPI description. The docs page serves it and the front end's API types are
 * generated from it, so the browser and the server cannot drift apart unnoticed.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Vehicle Rental API')
      .setDescription('Fleet, customers, bookings, rentals and payments for a Malaysian rental business (amounts in RM).')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...ERROR_SCHEMAS } };
  return document;
}
