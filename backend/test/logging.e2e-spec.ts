import { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import { Logger } from 'nestjs-pino';
import request from 'supertest';
import { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { LOG_DESTINATION } from '../src/common/logging/log-destination';
import { configureApp } from '../src/configure-app';
import { VehiclesService } from '../src/vehicles/vehicles.service';
import { makePhoto } from './factories/images.factory';
import { makeStaff } from './factories/staff.factory';
import { uniqueSuffix } from './factories/unique';
import { SmtpCapture } from './setup/smtp-capture';

interface LogLine {
  time: string;
  level: string;
  msg: string;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number | null;
  responseTime?: number;
  [field: string]: unknown;
}

/** Everything the app logs, as main.ts wires it (bufferLogs + nestjs-pino's Logger), kept in memory. */
class CapturedLog {
  readonly text: string[] = [];
  write(chunk: string): void {
    this.text.push(chunk);
  }
  lines(): LogLine[] {
    return this.text
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  }
  requestLines(path: string): LogLine[] {
    return this.lines().filter((line) => line.path === path && line.msg.startsWith('request '));
  }
}

describe('Structured logs (API, LOG_LEVEL=info)', () => {
  const smtp = new SmtpCapture();
  const log = new CapturedLog();
  let app: NestExpressApplication;
  let server: App;
  let dataSource: DataSource;

  beforeAll(async () => {
    const overrides: Record<string, string> = { LOG_LEVEL: 'info', CUSTOMER_SIGNIN_CODE: 'true', SMTP_URL: await smtp.start() };
    const previous = Object.fromEntries(Object.keys(overrides).map((name) => [name, process.env[name]]));
    Object.assign(process.env, overrides);
    try {
      const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
        .overrideProvider(LOG_DESTINATION)
        .useValue(log)
        .compile();
      app = moduleRef.createNestApplication<NestExpressApplication>({ bufferLogs: true });
      app.useLogger(app.get(Logger));
      configureApp(app);
      await app.init();
    } finally {
      for (const [name, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    server = app.getHttpServer() as App;
    dataSource = app.get<DataSource>(getDataSourceToken());
  });

  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  it('writes Nest log lines as JSON with a level name and an ISO time, with no warnings at start', () => {
    const started = log.lines().find((line) => line.msg === 'Nest application successfully started');
    expect(log.lines().filter((line) => line.level === 'warn')).toEqual([]);
    expect(started).toMatchObject({ level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
  });

  it('writes one line per request whose reqId is the X-Request-Id answered, the path without its query', async () => {
    const forwarded = await request(server).get('/api/health?probe=secret-value').set('X-Request-Id', 'nginx-req-0001');
    const generated = await request(server).get('/api/config');
    expect(forwarded.status).toBe(200);
    expect(forwarded.headers['x-request-id']).toBe('nginx-req-0001');

    const [health] = log.requestLines('/api/health');
    expect(log.requestLines('/api/health')).toHaveLength(1);
    expect(health).toEqual({
      level: 'info',
      time: expect.any(String),
      pid: process.pid,
      hostname: expect.any(String),
      reqId: 'nginx-req-0001',
      method: 'GET',
      path: '/api/health',
      status: 200,
      responseTime: expect.any(Number),
      msg: 'request completed',
    });
    expect(log.requestLines('/api/config')).toEqual([expect.objectContaining({ reqId: generated.headers['x-request-id'], status: 200 })]);
    expect(log.text.join('')).not.toContain('secret-value');
  });

  it('logs requests refused before the router (bad JSON) and client errors at info, with their status', async () => {
    const response = await request(server).post('/api/staff/login').set('Content-Type', 'application/json').send('{"username": ');
    expect(response.status).toBe(400);
    expect(log.requestLines('/api/staff/login')).toEqual([
      expect.objectContaining({ level: 'info', method: 'POST', status: 400, reqId: response.headers['x-request-id'] }),
    ]);
  });

  it('tags Nest log lines written during a request with its reqId, and logs a 500 as an error', async () => {
    jest.spyOn(app.get(VehiclesService), 'listPublicAsJson').mockRejectedValueOnce(new Error('disk on fire'));
    const response = await request(server).get('/api/vehicles');
    expect(response.status).toBe(500);
    const reqId = response.headers['x-request-id'] as string;
    const lines = log.lines().filter((line) => line.reqId === reqId);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', context: 'Errors', msg: expect.stringContaining('disk on fire') }),
      expect.objectContaining({ level: 'error', msg: 'request failed', path: '/api/vehicles', status: 500 }),
    ]);
  });

  it('leaves no password, sign-in code, token, e-mail or IC number in the output of sign-ins and a registration', async () => {
    const staff = await makeStaff(dataSource, { password: `Staff-pass-${uniqueSuffix()}` });
    const staffLogin = await request(server).post('/api/staff/login').send({ username: staff.member.username, password: staff.password });
    expect(staffLogin.status).toBe(200);
    const staffToken = staffLogin.body.token as string;
    expect((await request(server).get('/api/auth/me').set('Authorization', `Bearer ${staffToken}`)).status).toBe(200);

    const email = `log.${uniqueSuffix()}@example.com`;
    const icNumber = `8802${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}-14-${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
    const photo = await makePhoto();
    const registration = request(server).post('/api/customers/register');
    const fields = {
      fullName: 'Lim Wei Jie',
      email,
      phone: '012-345 6789',
      address: '8 Jalan Tun Razak, 50400 Kuala Lumpur',
      icPassportNumber: icNumber,
      privacyConsent: 'true',
    };
    for (const [name, value] of Object.entries(fields)) registration.field(name, value);
    for (const name of ['icPassport', 'driversLicense', 'utilityBill'])
      registration.attach(name, photo, { filename: `${name}.jpg`, contentType: 'image/jpeg' });
    expect((await registration).status).toBe(201);

    const mail = await smtp.waitFor(email, 5000, 'Subject: Your sign-in code');
    const code = /Subject: Your sign-in code[^:\r\n]*: (\d{6})/.exec(mail.raw)![1];
    expect((await request(server).post('/api/customers/login/verify').send({ email, code: '000000' })).status).toBe(401);
    const verified = await request(server).post('/api/customers/login/verify').send({ email, code });
    expect(verified.status).toBe(200);
    const customerToken = verified.body.token as string;
    expect((await request(server).get('/api/customers/me').set('Authorization', `Bearer ${customerToken}`)).status).toBe(200);

    const output = log.text.join('');
    expect(log.requestLines('/api/customers/login/verify').map((line) => line.status)).toEqual([401, 200]);
    expect(log.requestLines('/api/customers/register')).toEqual([expect.objectContaining({ status: 201 })]);
    for (const secret of [staff.password, staffToken, customerToken, code, email, icNumber, icNumber.replace(/-/g, '')]) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toMatch(/authorization|bearer|cookie/i);
  });
});
