/**
 * Error of a non-2xx answer. Its message follows SPEC section 8:
 * `${status}: ${body text or status text}`. The gateway answers `{ statusCode, message, errors? }`;
 * the parsed `message` is kept as `serverMessage` for toasts.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly serverMessage: string | null,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  static async fromResponse(res: Response): Promise<ApiError> {
    const bodyText = await res.text().catch(() => '');
    return new ApiError(res.status, bodyText, parseServerMessage(bodyText), res.statusText);
  }
}

function parseServerMessage(bodyText: string): string | null {
  if (!bodyText) return null;
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === 'object' && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string' && message) return message;
      if (Array.isArray(message) && message.length) return message.join('; ');
    }
  } catch {
    // A body that is not JSON carries no server message.
  }
  return null;
}

/** The server's message of a failed call, else `fallback` (toasts "server message or 'Failed to ...'"). */
export function serverMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback;
}

export function isUnauthorized(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}
