import nodemailer, { type Transporter } from 'nodemailer';

/** What nodemailer needs to reach one SMTP server (the settings with the password opened). */
export interface SmtpTarget {
  host: string;
  port: number;
  secure: boolean;
  username: string | null;
  password: string | null;
  fromEmail: string;
  fromName: string | null;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text?: string;
  /** Our id of the mail, sent as Message-ID so a server's log can be matched to the mail record. */
  messageId?: string;
  /** Files sent with the mail (a scheduled committee pack's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** A mail the server took (`response` is its reply line, e.g. `250 OK: queued`). */
export interface SentMail {
  response: string;
  messageId: string;
}

/** An SMTP server's refusal or a connection failure, with the server's answer when there was one. */
export class SmtpSendError extends Error {
  constructor(
    message: string,
    readonly response: string,
    /** 5xx: the server refused for good (a retry gives the same answer). */
    readonly permanent: boolean,
    /** The SMTP reply code when an SMTP server answered; null when none did (no connection, no greeting, time out). */
    readonly replyCode: number | null = null,
  ) {
    super(message);
  }
}

export function createTransport(target: SmtpTarget, timeoutMs: number): Transporter {
  return nodemailer.createTransport({
    host: target.host,
    port: target.port,
    secure: target.secure,
    auth: target.username ? { user: target.username, pass: target.password ?? '' } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 2,
    // Development servers often have self-signed certificates; STARTTLS is still used when offered.
    tls: { rejectUnauthorized: false },
  });
}

/** Sends one mail through `target` within `timeoutMs` in all, closing the connection after; failures become SmtpSendError. */
export async function sendMail(target: SmtpTarget, mail: OutgoingMail, timeoutMs: number): Promise<SentMail> {
  const transport = createTransport(target, timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`No answer from the SMTP server within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })),
      timeoutMs,
    );
  });
  try {
    const info = await Promise.race([
      deadline,
      transport.sendMail({
        from: target.fromName ? { name: target.fromName, address: target.fromEmail } : target.fromEmail,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        attachments: mail.attachments,
      }),
    ]);
    return { response: String(info.response ?? ''), messageId: String(info.messageId ?? '') };
  } catch (error) {
    const e = error as { message?: string; response?: string; responseCode?: number; code?: string };
    const answer = e.response ?? [e.code, e.message].filter(Boolean).join(': ');
    const code = typeof e.responseCode === 'number' ? e.responseCode : null;
    throw new SmtpSendError(e.message ?? String(error), answer, code !== null && code >= 500, code);
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}
