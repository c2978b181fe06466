import path from 'node:path';
import type { Db } from '../../db/client.ts';
import type { MailConfig } from './config.ts';
import type { MailShop } from './notices.ts';
import { enqueueMail, Outbox } from './outbox.ts';
import { mailTransport, type MailTransport, type OutgoingMail } from './transport.ts';

export type { MailConfig } from './config.ts';

export const defaultMailConfig = (dataDir: string): MailConfig => ({
  smtpUrl: undefined,
  from: 'Voski <shop@localhost>',
  shopEmail: '',
  dropDir: path.join(dataDir, 'mail'),
  sendEveryMs: 10_000,
});

/** The shop's e-mail: what to say (notices.ts), the outbox, and the way out (SMTP or files). */
export class MailService {
  readonly outbox: Outbox;
  readonly shop: MailShop;
  private readonly transport: MailTransport;

  constructor(
    db: Db,
    readonly config: MailConfig,
    publicUrl: string,
    log: (message: string) => void,
  ) {
    this.transport = mailTransport(config, log);
    this.outbox = new Outbox(db, this.transport, log);
    this.shop = { publicUrl, shopEmail: config.shopEmail };
  }

  /** Queues a message in the transaction of the change it tells about; `at`: not before. */
  enqueue(db: Parameters<typeof enqueueMail>[0], mail: OutgoingMail, at?: Date): Promise<void> {
    return enqueueMail(db, mail, at);
  }

  close(): void {
    this.transport.close();
  }
}
