import request from 'supertest';
import { App } from 'supertest/types';
import { Call } from './access-table';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';

/** The path with its parameters filled in: ':id' and Express 5's '{*path}' wildcard. */
export function pathFor(template: string, params: Call['params'] = {}): string {
  return template.replace(/\{\*(\w+)\}|:(\w+)/g, (_match, wildcard: string | undefined, name: string | undefined) => {
    const value = wildcard ? params[`*${wildcard}`] : params[name as string];
    if (value === undefined) throw new Error(`No value for ${wildcard ?? name} in ${template}`);
    return wildcard ? String(value) : encodeURIComponent(String(value));
  });
}

/**
 * One call of a table row: JSON, multipart (files and fields) or a raw body given as a Buffer
 * with its content type, which is how malformed bytes reach the server unaltered.
 */
export function sendCall(server: App, method: Method, template: string, call: Call, token: string | null): request.Test {
  let test = request(server)[method](pathFor(template, call.params));
  if (token) test = test.set('Authorization', `Bearer ${token}`);
  if (call.query) test = test.query(call.query);
  if (call.files || call.fields) {
    for (const [field, data] of Object.entries(call.files ?? {})) test = test.attach(field, data, `${field}.jpg`);
    for (const [field, value] of Object.entries(call.fields ?? {})) test = test.field(field, value);
    return test;
  }
  if (call.raw) return test.set('Content-Type', call.raw.contentType).send(call.raw.data);
  return call.body !== undefined ? test.send(call.body as object) : test;
}

/** A stack frame, a driver error or SQL in an answer: what a refused request must never show. */
export const INTERNALS_PATTERN = /\bat \S+ \(|QueryFailedError|\bER_[A-Z_]+|\bSELECT\b[\s\S]*\bFROM\b|\bINSERT INTO\b|node_modules|\/src\//;
