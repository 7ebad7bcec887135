import type { FormInstance } from 'antd';
import { ApiError } from '../api-client/ApiError';

/** A form field and the words (English and Arabic, as the gateway answers in the page's language) its messages name. */
export interface FieldMatcher<Name> {
  name: Name;
  words: readonly (string | RegExp)[];
}

/** The server's messages of a failed call: the 400's `errors` list, else its `message`; none for other errors. */
export function serverMessages(err: unknown): string[] {
  if (!(err instanceof ApiError)) return [];
  try {
    const body = JSON.parse(err.bodyText) as { errors?: unknown };
    if (Array.isArray(body.errors) && body.errors.every((e) => typeof e === 'string') && body.errors.length) return body.errors;
  } catch {
    // Not JSON: the parsed message below, if any.
  }
  return err.serverMessage ? [err.serverMessage] : [];
}

/**
 * Which field each server message is about: the first matcher one of whose words it holds (list the more specific
 * fields first, e.g. residual likelihood before likelihood). The messages of no field are `rest` (a toast's text).
 */
export function serverFieldErrors<Name>(
  messages: readonly string[],
  matchers: readonly FieldMatcher<Name>[],
): { fields: { name: Name; errors: string[] }[]; rest: string[] } {
  const byField = new Map<Name, string[]>();
  const rest: string[] = [];
  for (const message of messages) {
    const lower = message.toLowerCase();
    const field = matchers.find((m) => m.words.some((w) => (typeof w === 'string' ? lower.includes(w.toLowerCase()) : w.test(message))));
    if (field) byField.set(field.name, [...(byField.get(field.name) ?? []), message]);
    else rest.push(message);
  }
  return { fields: [...byField].map(([name, errors]) => ({ name, errors })), rest };
}

/**
 * Shows a refused save's messages under the fields they name (a 400); answers the messages of no field, for a toast.
 * Answers null when the error was no 400 with messages (the caller toasts it as any failure).
 */
export function showServerFieldErrors<Values, Name>(
  form: FormInstance<Values>,
  err: unknown,
  matchers: readonly FieldMatcher<Name>[],
): string[] | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null;
  const messages = serverMessages(err);
  if (messages.length === 0) return null;
  const { fields, rest } = serverFieldErrors(messages, matchers);
  form.setFields(fields.map(({ name, errors }) => ({ name: name as never, errors })));
  return rest;
}
