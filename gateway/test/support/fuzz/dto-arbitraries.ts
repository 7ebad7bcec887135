import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync, ValidationTypes } from 'class-validator';
import fc from 'fast-check';
import type { DtoClass } from './routes.js';

/**
 * fast-check arbitraries derived from the class-validator metadata of the contracts' DTOs: each property's
 * rules (isIn values, isUUID, maxLength, the project's own Check rules...) give the candidate values, and the
 * DTO's own validation sorts them into valid ones (most of a request, so requests reach the services) and
 * anything else (so the validation and the services' own checks are tried too).
 */

/** A reference to something that exists when the request is sent (the i-th known risk, user...), resolved late. */
export class Ref {
  constructor(
    readonly kind: RefKind,
    readonly index: number,
  ) {}
}
export type RefKind =
  | 'risk'
  | 'task'
  | 'user'
  | 'userTarget'
  | 'department'
  | 'template'
  | 'escalation'
  | 'riskType'
  | 'password'
  | 'loginName'
  | 'spreadsheet'
  | 'bulkJob'
  | 'savedView'
  | 'attachment'
  | 'reportSchedule'
  | 'session';
export type Known = Record<RefKind, unknown[]>;

/** Replaces every Ref in a value by the thing it points to (a fresh uuid when nothing of that kind is known). */
export function resolve(value: unknown, known: Known): unknown {
  if (value instanceof Ref) {
    const list = known[value.kind];
    return list.length ? list[value.index % list.length] : '00000000-0000-4000-8000-000000000000';
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, known));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, known)]));
  return value;
}

/** `arb` with the given probability, otherwise `nil`. */
export function sometimes<T, N>(arb: fc.Arbitrary<T>, probability: number, nil: N): fc.Arbitrary<T | N> {
  const weight = Math.round(1 / probability);
  return fc.oneof({ weight: 1, arbitrary: arb }, { weight: weight - 1, arbitrary: fc.constant(nil) });
}

const ref = (kind: RefKind) => fc.nat({ max: 1000 }).map((i) => new Ref(kind, i));

/** Which known things a property name refers to (ownerId, departmentIds, riskIds...). */
function hintedRefs(property: string): fc.Arbitrary<unknown>[] {
  const hints: [RegExp, RefKind][] = [
    [/^(owner|assignee|assignedTo|manager|user)Id$/i, 'user'],
    [/^departmentIds?$/i, 'department'],
    [/^riskIds?$/i, 'risk'],
    [/^taskIds?$/i, 'task'],
    [/^riskType$/i, 'riskType'],
    [/^currentPassword$/i, 'password'],
    [/^username$/i, 'loginName'],
    [/^fileData$/i, 'spreadsheet'],
  ];
  return hints
    .filter(([pattern]) => pattern.test(property))
    .map(([, kind]) => (/Ids$/.test(property) ? fc.array(ref(kind), { minLength: 1, maxLength: 3 }) : ref(kind)));
}

/**
 * Any UTF-16 unit sequence: every code point of Unicode, and the surrogate halves on their own (a lone surrogate
 * answered 500 on risks, comments and departments until issue 23; 'binary' units never produce one).
 */
const anyCodePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((cp) => (cp >= 0xd800 && cp <= 0xdfff ? String.fromCharCode(cp) : String.fromCodePoint(cp)));

/** Text as people and attackers type it: plain, Arabic, emoji, markup, quotes, and now and then NUL or lone surrogates. */
export const text = (minLength: number, maxLength: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength, maxLength, unit: fc.constantFrom(...'abcdefghij KLMNOP-_.,0123456789') }) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength, unit: fc.constantFrom('ع', 'ر', 'ب', 'é', 'ß', '😀', '漢', ' ') }) },
    {
      weight: 1,
      arbitrary: fc.string({ minLength, maxLength, unit: fc.constantFrom("'", '"', '<', '>', '%', '_', '\\', ';', '--', '&') }),
    },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: anyCodePoint }) },
  );

/**
 * Whole numbers just past 32 bits, past JavaScript's safe integers and past 64 bits, as numbers and as the text
 * of a query string (`1e20` and 2^63 as offsets, 2147483648 as a department id answered 500 until issue 23).
 */
export const hugeInteger: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53 + 2, 2 ** 63, 2 ** 64, 1e20, 1e308),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
);
export const hugeIntegerText: fc.Arbitrary<string> = fc.oneof(
  hugeInteger.map(String),
  fc.constantFrom('1e20', '2e9', '9223372036854775808', '18446744073709551616', '-9223372036854775809', '0x7fffffff'),
);

/** Arrays (or objects) nested `depth` deep around a value: deeper than any form (20,000 overflowed a recursive check). */
export const nestedJson = (depth: number, inner: unknown = 1): unknown => {
  let value = inner;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

/** Raw JSON text nested deeper than any parser or check should recurse into. */
export const deeplyNestedText: fc.Arbitrary<string> = fc
  .integer({ min: 33, max: 20_000 })
  .map((depth) => `{"title":${'['.repeat(depth)}1${']'.repeat(depth)}}`);

const day = fc.integer({ min: -400, max: 400 }).map((offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10));

/** Values of any kind, for rules whose meaning the metadata does not say (the project's Check rules). */
const generic: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -2, max: 10 }),
  fc.integer({ min: -1000, max: 100_000 }),
  hugeInteger,
  fc.boolean(),
  day,
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  text(0, 40),
  fc.emailAddress(),
  fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
  fc.array(hugeInteger, { minLength: 1, maxLength: 2 }),
  fc.constant(null),
  fc.constant(''),
);

/** Any JSON at all, for the values that break the rules. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  text(0, 300),
  fc.string({ minLength: 10_001, maxLength: 10_050 }),
  fc.integer(),
  hugeInteger,
  fc.array(hugeInteger, { minLength: 1, maxLength: 3 }),
  fc.double(),
  fc.integer({ min: 33, max: 60 }).map((depth) => nestedJson(depth)),
  fc.constant(null),
);

interface PropertyRules {
  property: string;
  optional: boolean;
  candidates: fc.Arbitrary<unknown>;
}

type Meta = { type: string; name?: string; constraints?: unknown[]; each?: boolean; propertyName: string };

function rulesOf(dto: DtoClass): PropertyRules[] {
  const metas = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false) as unknown as Meta[];
  const byProperty = new Map<string, Meta[]>();
  for (const meta of metas) byProperty.set(meta.propertyName, [...(byProperty.get(meta.propertyName) ?? []), meta]);
  return [...byProperty].map(([property, list]) => {
    const parts: fc.Arbitrary<unknown>[] = [...hintedRefs(property)];
    for (const meta of list) {
      const c = meta.constraints ?? [];
      const n = typeof c[0] === 'number' ? c[0] : 0;
      let arb: fc.Arbitrary<unknown> | undefined;
      switch (meta.name) {
        case 'isIn':
          arb = fc.constantFrom(...(c[0] as unknown[]));
          break;
        case 'isUUID':
          arb = fc.uuid();
          break;
        case 'isInt':
        case 'min':
        case 'max':
          arb = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: -3, max: 60 }) }, { weight: 1, arbitrary: hugeInteger });
          break;
        case 'isString':
        case 'isNotEmpty':
          arb = text(1, 40);
          break;
        case 'maxLength':
          arb = text(0, Math.min(n, 60));
          break;
        case 'minLength':
          arb = text(n, n + 12);
          break;
        case 'isEmail':
          arb = fc.emailAddress();
          break;
        case 'isBoolean':
          arb = fc.boolean();
          break;
        case 'isISO8601':
          arb = fc.oneof(
            day,
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          );
          break;
        default:
          arb = meta.type === 'customValidation' ? generic : undefined;
      }
      if (arb) parts.push(meta.each ? fc.array(arb, { minLength: 1, maxLength: 3 }) : arb);
    }
    if (parts.length === 0) parts.push(generic);
    const optional = list.some((m) => m.type === ValidationTypes.CONDITIONAL_VALIDATION);
    return { property, optional, candidates: fc.oneof(...parts) };
  });
}

export type Place = 'body' | 'query' | 'params';

/** As the value travels: a query string carries text (lists as a,b), a body carries JSON. */
export function asSent(value: unknown, place: Place): unknown {
  if (place === 'body' || value === undefined) return value;
  if (Array.isArray(value)) return value.map(textOf).join(',');
  return value === null ? '' : textOf(value);
}

/** A value as query text; an object without a prototype (the generators make some) has no String(): its JSON instead. */
function textOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return JSON.stringify(value) ?? '';
  }
}

/**
 * A path segment percent-encoded as a client would send it. encodeURIComponent throws on a lone surrogate, which a
 * generator produces on purpose: it goes out as its WTF-8 bytes (invalid UTF-8), as a careless client would send it.
 */
export function encodePathSegment(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return out;
}

function propertyValid(dto: DtoClass, property: string, value: unknown): boolean {
  const instance = plainToInstance(dto, { [property]: value });
  try {
    return !validateSync(instance).some((error) => error.property === property);
  } catch {
    // validator's isEmail calls encodeURI, which throws on a lone surrogate: not a valid value (the gateway refuses
    // such text before validation, storable-input.ts).
    return false;
  }
}

const OMIT = Symbol('omit');

/**
 * Objects of a DTO: each property valid most of the time (values its own rules accept, sampled once with the
 * run's seed), otherwise anything or left out; now and then a property the DTO does not know.
 */
export function dtoArbitrary(dto: DtoClass, place: Place, known: Known, seed: number): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const { property, optional, candidates } of rulesOf(dto)) {
    const samples = fc.sample(candidates, { numRuns: 300, seed });
    const valid = samples.filter((v) => propertyValid(dto, property, asSent(resolve(v, known), place)));
    const choices: fc.WeightedArbitrary<unknown>[] = [
      { weight: 1, arbitrary: place === 'body' ? anyJson : fc.oneof(text(0, 20), hugeIntegerText) },
      { weight: optional ? 3 : 1, arbitrary: fc.constant(OMIT) },
    ];
    if (valid.length) choices.push({ weight: 12, arbitrary: fc.constantFrom(...valid) });
    fields[property] = fc.oneof(...choices);
  }
  const unknownField = sometimes(fc.tuple(fc.constantFrom('isAdmin', 'role', 'id', 'authorId', 'constructor'), anyJson), 1 / 10, null);
  return fc.tuple(fc.record(fields), unknownField).map(([record, extra]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) if (value !== OMIT) out[key] = value;
    if (extra) out[extra[0]] = extra[1];
    return out;
  });
}
