import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for tests: every message it accepts is parsed back (mailparser) before
 * the sender is answered, so a message is in `received` once its send has returned.
 */
export interface TestSmtp {
  url: string;
  received: ParsedMail[];
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** The messages to an address, oldest first. */
  to(address: string): ParsedMail[];
}

export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  let server = make();
  const listen = (p: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(p, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const bound = await listen(port);
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = make();
      await listen(bound);
    },
    to: (address) =>
      received.filter((m) =>
        [m.to].flat().some((t) => t?.value.some((v) => v.address === address)),
      ),
  };
}
