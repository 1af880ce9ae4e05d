import { SMTPServer } from 'smtp-server';

/** A local SMTP sink that keeps every message and can go down and come back on the same port. */
export class MailSink {
  messages = [];
  server = null;

  constructor(port) {
    this.port = port;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Going down must not wait for the app's open connections.
      closeTimeout: 500,
      onData: (stream, session, callback) => {
        const chunks = [];
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('end', () => {
          this.messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            at: Date.now(),
          });
          callback();
        });
      },
    });
    await new Promise((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', resolve);
    });
  }

  async stop() {
    if (!this.server) return;
    const server = this.server;
    this.server = null;
    await new Promise((resolve) => server.close(resolve));
  }

  to(address, subjectPattern = /./) {
    return this.messages.filter((message) => message.to.includes(address) && subjectPattern.test(message.raw));
  }
}
