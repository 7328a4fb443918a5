import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { MessageAttachment } from './messenger.ts';

type SmtpConfig = Pick<Config, 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASSWORD' | 'SMTP_FROM'>;

/** Sends one plain-text letter, with its files if any; throws when the mail server does not accept it. */
export type Mailer = (letter: { to: string; subject: string; text: string; attachments?: readonly MessageAttachment[] }) => Promise<void>;

/** One transport per configuration, so every city of a process shares one (the config is read once). */
const transports = new WeakMap<SmtpConfig, Transporter>();

function transportFor(config: SmtpConfig): Transporter {
  let transport = transports.get(config);
  if (!transport) {
    transport = nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } : undefined,
      // A slow mail server must not hold a driver's request for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(config, transport);
  }
  return transport;
}

/** E-mail through the configured SMTP server; null when SMTP_HOST is not set. */
export function smtpMailer(config: SmtpConfig): Mailer | null {
  if (!config.SMTP_HOST || !config.SMTP_FROM) return null;
  const transport = transportFor(config);
  return async ({ to, subject, text, attachments = [] }) => {
    const files = attachments.map((file) => ({ filename: file.name, contentType: file.type, content: Buffer.from(file.content) }));
    const info = await transport.sendMail({ from: config.SMTP_FROM, to, subject, text, ...(files.length > 0 ? { attachments: files } : {}) });
    if (info.rejected && info.rejected.length > 0) throw new Error(`the mail server rejected ${info.rejected.length} recipient(s)`);
  };
}
