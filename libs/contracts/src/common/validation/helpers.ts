import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, registerDecorator, ValidateIf, type ValidationArguments } from 'class-validator';
import { LIMITS } from '../constants.js';
import { PAGING_MESSAGES, VALIDATION } from '../messages.js';

/** Generic helpers of the class-validator DTOs of every slice (backend-only, like all of `validation/`). */

/** Trims strings; leaves everything else for the validators to judge. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Trims, and turns an empty optional text into null. */
export const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** Accepts `a,b` (query strings) as well as arrays. */
export const commaList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : value;

/**
 * The largest PostgreSQL integer (the type of every id and of the parameters of OFFSET): ids and offsets above it
 * are refused by the checks rather than overflowing in SQL as a 500 (2147483648, 1e20 and 2^63 were, issue 23).
 */
export const PG_INT_MAX = 2_147_483_647;

/** A whole number from min to max; 1e20 is a whole number to JavaScript, so the bound is what keeps it out of SQL. */
export const wholeIn = (min: number, max: number) => (v: unknown) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** Query values arrive as strings; numbers in JSON stay numbers; '' means not given. */
export const toInt = ({ value }: { value: unknown }) => {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return value;
};

/**
 * One rule, one message: several class-validator decorators on a field each add their message,
 * so a wrong value would be reported two or three times. These checks report once.
 */
export function Check(
  name: string,
  valid: (value: unknown) => boolean,
  message: string | ((args: ValidationArguments) => string),
): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message },
      validator: { validate: (value: unknown) => valid(value) },
    });
}

/** Characters as PostgreSQL counts them (code points: an emoji is one, not two UTF-16 units). */
export const characters = (value: string) => [...value].length;

/** A title of 3 to 255 characters (SPEC sections 5 and 9), with the spec's message for each bound. */
export const IsTitle = () =>
  Check(
    'isTitle',
    (v) => typeof v === 'string' && characters(v) >= LIMITS.titleMin && characters(v) <= LIMITS.titleMax,
    (args) => (typeof args.value === 'string' && characters(args.value) > LIMITS.titleMax ? VALIDATION.titleMax : VALIDATION.titleMin),
  );

export { isCalendarDay } from '../calendar-day.js';

/** Several property decorators as one, applied in the order TypeScript applies a written stack (bottom first). */
function stack(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, propertyName) => [...decorators].reverse().forEach((decorate) => decorate(target, propertyName));
}

export const PAGE_OFFSET_MESSAGE = PAGING_MESSAGES.offsetInvalid;

/**
 * `offset` of every paged list: 0 to PG_INT_MAX, from query-string digits or a JSON number. Written `1e20`, it stays
 * text and is refused; written in digits beyond PG_INT_MAX, it is refused by the bound.
 */
export const PageOffset = (message: string = PAGE_OFFSET_MESSAGE): PropertyDecorator =>
  stack(IsOptional(), Transform(toInt), Check('isOffset', wholeIn(0, PG_INT_MAX), message));

/** Judges the field only when the body has it: a PATCH may leave it out, while `null` is still judged. */
export const WhenGiven = (): PropertyDecorator => ValidateIf((_: unknown, value: unknown) => value !== undefined);

/** An optional free text (description, solution...): trimmed, empty means null, at most `max` characters. */
export const OptionalText = (max: number, message: string): PropertyDecorator =>
  stack(IsOptional(), Transform(trimToNull), IsString(), MaxLength(max, { message }));
