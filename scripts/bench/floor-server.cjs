#!/usr/bin/env node
/**
 * The framework floor of `npm run bench`: the availability answer as a constant, served by bare
 * node:http (`http`) or by a NestJS application on Express with nothing else: no middleware, no
 * guards, no pipes, no database (`nest`). What the two cost per request bounds how close any Nest
 * route can come to the bare baseline. Settings: argv[2] = http|nest, FLOOR_PORT.
 */
const { createServer } = require('node:http');

const ANSWER = { available: true, conflicts: [] };
const port = Number(process.env.FLOOR_PORT);
const ready = () => process.send?.('ready');

async function serveNest() {
  require('reflect-metadata');
  const { NestFactory } = require('@nestjs/core');
  const { Controller, Module, Post, HttpCode } = require('@nestjs/common');
  class FloorController {
    answer() {
      return ANSWER;
    }
  }
  Controller()(FloorController);
  const answer = Object.getOwnPropertyDescriptor(FloorController.prototype, 'answer');
  Post('*path')(FloorController.prototype, 'answer', answer);
  HttpCode(200)(FloorController.prototype, 'answer', answer);
  class FloorModule {}
  Module({ controllers: [FloorController] })(FloorModule);
  const app = await NestFactory.create(FloorModule, { logger: false });
  await app.listen(port, '127.0.0.1');
  ready();
}

function serveHttp() {
  createServer((request, response) => {
    request.resume();
    request.once('end', () => {
      const body = JSON.stringify(ANSWER);
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
    });
  }).listen(port, '127.0.0.1', ready);
}

if (process.argv[2] === 'nest')
  serveNest().catch((error) => {
    console.error(error);
    process.exit(1);
  });
else serveHttp();
