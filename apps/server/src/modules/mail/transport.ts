import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { MailConfig } from './config.ts';

/** A message as it is queued and sent. */
export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The order the message is about (its timeline lists it). */
  order_id?: number | null;
}

export interface MailTransport {
  send(mail: OutgoingMail & { id: number }): Promise<void>;
  close(): void;
}

const message = (from: string, mail: OutgoingMail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
});

/**
 * A nodemailer transport made with the first message: nodemailer holds 4 MB of heap, which a
 * process that sends nothing (most of a small shop's days) need not keep.
 */
function lazily(options: string | { streamTransport: true; buffer: true }) {
  let made: Promise<Transporter> | undefined;
  let transport: Transporter | undefined;
  return {
    get: () =>
      (made ??= import('nodemailer').then(({ default: nodemailer }) => {
        transport = nodemailer.createTransport(options);
        return transport;
      })),
    close: () => transport?.close(),
  };
}

/** SMTP when `SMTP_URL` is set; otherwise each message becomes an .eml file in the data folder. */
export function mailTransport(config: MailConfig, log: (message: string) => void): MailTransport {
  if (config.smtpUrl) {
    const smtp = lazily(config.smtpUrl);
    return {
      send: async (mail) => void (await (await smtp.get()).sendMail(message(config.from, mail))),
      close: smtp.close,
    };
  }
  const files = lazily({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const sent = await (await files.get()).sendMail(message(config.from, mail));
      const raw = (sent as { message: Buffer }).message;
      await mkdir(config.dropDir, { recursive: true });
      const file = path.join(
        config.dropDir,
        `${String(mail.id).padStart(6, '0')}-${mail.kind}.eml`,
      );
      await writeFile(file, raw);
      log(`Mail ${mail.id} (${mail.kind}) to ${mail.to} written to ${file} (no SMTP_URL)`);
    },
    close: () => files.close(),
  };
}
