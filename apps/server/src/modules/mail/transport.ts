import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
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

/** SMTP when `SMTP_URL` is set; otherwise each message becomes an .eml file in the data folder. */
export function mailTransport(config: MailConfig, log: (message: string) => void): MailTransport {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (mail) => void (await smtp.sendMail(message(config.from, mail))),
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const { message: raw } = await files.sendMail(message(config.from, mail));
      await mkdir(config.dropDir, { recursive: true });
      const file = path.join(
        config.dropDir,
        `${String(mail.id).padStart(6, '0')}-${mail.kind}.eml`,
      );
      await writeFile(file, raw as Buffer);
      log(`Mail ${mail.id} (${mail.kind}) to ${mail.to} written to ${file} (no SMTP_URL)`);
    },
    close: () => files.close(),
  };
}
