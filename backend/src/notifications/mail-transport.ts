import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { appConfig, businessConfig, mailConfig } from '../config/configuration';
import { Language } from '../i18n/language';
import { renderTemplate } from '../pdf/templates';
import { emailTemplate } from './email-templates';

/** One e-mail ready to render and hand to the mail server. */
export interface OutgoingMail {
  to: string;
  language: Language;
  subject: string;
  /** Name under notifications/templates, without extension: both NAME.html.hbs and NAME.txt.hbs are rendered. */
  template: string;
  context: object;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * Renders and sends one e-mail through SMTP_URL, throwing when it does not leave. Without
 * SMTP_URL it writes the message as an .eml file under DATA_DIR/outbox, so nothing is lost in
 * development (that counts as sent).
 */
@Injectable()
export class MailTransport {
  private readonly transport: Transporter;
  private readonly outboxDir: string | null;

  constructor(
    @Inject(mailConfig.KEY) private readonly mail: ConfigType<typeof mailConfig>,
    @Inject(appConfig.KEY) app: ConfigType<typeof appConfig>,
    @Inject(businessConfig.KEY) private readonly business: ConfigType<typeof businessConfig>,
  ) {
    if (mail.smtpUrl) {
      // Bounded waits: a slow mail server must not hold a delivery (or a sign-in code) for long.
      const options: SMTPTransport.Options & { url: string } = {
        url: mail.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      };
      this.transport = createTransport(options);
      this.outboxDir = null;
    } else {
      this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.outboxDir = join(app.dataDir, 'outbox');
    }
  }

  async send(message: OutgoingMail): Promise<void> {
    const context = { ...message.context, business: this.business };
    const info = await this.transport.sendMail({
      from: this.mail.from,
      to: message.to,
      subject: message.subject,
      html: renderTemplate(emailTemplate(`${message.template}.html.hbs`), context, message.language),
      text: renderTemplate(emailTemplate(`${message.template}.txt.hbs`), context, message.language),
      attachments: message.attachments,
    });
    if (this.outboxDir) await this.writeToOutbox((info as { message: Buffer }).message);
  }

  private async writeToOutbox(raw: Buffer): Promise<void> {
    await mkdir(this.outboxDir as string, { recursive: true });
    await writeFile(join(this.outboxDir as string, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`), raw);
  }
}
