export interface MailConfig {
  /** smtp://user:pass@host:port or smtps://...; none: messages are written as .eml files. */
  smtpUrl: string | undefined;
  /** The sender of every message. */
  from: string;
  /** Where the shop's notices (new orders, contact messages, cancellations) go. */
  shopEmail: string;
  /** Where .eml files are written without SMTP. */
  dropDir: string;
  /** How often the outbox is looked at. */
  sendEveryMs: number;
}
