import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAuthentication } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { eventually } from '@rtm/backend/testing';

/**
 * A real SMTP server on a loopback port for the tests: it takes any login, parses each mail with
 * mailparser, and can refuse the next mails with a temporary (451) or permanent (550) answer.
 */
export class TestSmtpServer {
  readonly mails: ParsedMail[] = [];
  readonly logins: SMTPServerAuthentication[] = [];
  private refusals: { code: number; text: string }[] = [];
  /** Runs when a mail has arrived, before the server answers that it took it (a test stops the sender there). */
  beforeAccept: ((mail: ParsedMail) => Promise<void>) | null = null;

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(): Promise<TestSmtpServer> {
    const found: { self?: TestSmtpServer } = {};
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        found.self?.logins.push(auth);
        callback(null, { user: auth.username });
      },
      onData(stream, _session, callback) {
        const refusal = found.self?.refusals.shift();
        if (refusal) {
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code })));
          return;
        }
        simpleParser(stream)
          .then(async (mail) => {
            found.self?.mails.push(mail);
            await found.self?.beforeAccept?.(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const port = (server.server.address() as AddressInfo).port;
    found.self = new TestSmtpServer(server, port);
    return found.self;
  }

  /** The next `count` mails get `code text` instead of being taken. */
  refuseNext(count: number, code = 451, text = 'Try again later'): void {
    for (let i = 0; i < count; i++) this.refusals.push({ code, text });
  }

  /** Waits until a mail to `address` (and matching `filter`) has arrived. */
  async mailTo(address: string, filter: (mail: ParsedMail) => boolean = () => true, timeoutMs = 10_000): Promise<ParsedMail> {
    return eventually(async () => this.mailsTo(address).find(filter), timeoutMs);
  }

  mailsTo(address: string): ParsedMail[] {
    return this.mails.filter((m) => [m.to].flat().some((to) => to?.value.some((v) => v.address === address)));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
