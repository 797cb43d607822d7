// Malformed requests for any route, made by fast-check from a valid example of the route's input (its seed):
// edits at any depth (wrong types, missing and extra fields, huge, control-character, NUL and lone-surrogate
// strings, deep nesting), then an encoding (JSON, forms, broken JSON, broken multipart, other content types),
// and odd path parameters and query strings. Starting from a valid request is what makes the edits reach the
// handler, the service and the database instead of stopping at the first schema check.
import fc from 'fast-check';
import type { RegisteredRoute } from './route-table.ts';

/** A form part that holds JSON (the onboarding submission's `data`): edits reach inside it. */
export class JsonText {
  constructor(readonly value: Value) {}
}

/** A file part of a form; in JSON it becomes an object. */
export class FileValue {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly data: Buffer,
  ) {}
  toJSON() {
    return { filename: this.filename, contentType: this.contentType, data: this.data.toString('base64') };
  }
}

/** A value nested `depth` times, written straight into the text (building it would overflow the stack). */
class Nested {
  constructor(
    readonly depth: number,
    readonly shape: 'array' | 'object',
  ) {}
  text() {
    return this.shape === 'array'
      ? `${'['.repeat(this.depth)}1${']'.repeat(this.depth)}`
      : `${'{"a":'.repeat(this.depth)}1${'}'.repeat(this.depth)}`;
  }
}

export type Value =
  null | boolean | number | string | Value[] | { [key: string]: Value } | JsonText | FileValue | Nested;

/** A valid request of a route: what the fuzz edits. Params and query values are as typed in the URL. */
export type Seed = {
  params?: Record<string, string>;
  query?: Record<string, Value>;
  body?: Record<string, Value>;
};

// ---------------------------------------------------------------------------------------------------------
// Edits

type Path = PropertyKey[];

type Edit =
  | { op: 'set'; at: number; value: Value }
  | { op: 'insert'; at: number; text: string; offset: number }
  /** An insert into one of the strings the value holds (what databases and mail refuse is most likely there). */
  | { op: 'poison'; at: number; text: string; offset: number }
  | { op: 'delete'; at: number }
  | { op: 'add'; at: number; key: string; value: Value };

const isRecord = (value: Value): value is { [key: string]: Value } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof JsonText) &&
  !(value instanceof FileValue) &&
  !(value instanceof Nested);

/** Every place in a value with what it holds there, the value itself first. */
function placesOf(value: Value, path: Path = []): Array<{ path: Path; value: Value }> {
  const here = { path, value };
  if (value instanceof JsonText) return [here, ...placesOf(value.value, [...path, 'json']).slice(1)];
  if (Array.isArray(value))
    return [here, ...value.flatMap((item, index) => placesOf(item, [...path, index]))];
  if (isRecord(value))
    return [here, ...Object.entries(value).flatMap(([key, item]) => placesOf(item, [...path, key]))];
  return [here];
}

/** Sets an own property even when it is called `__proto__`, which plain assignment would not. */
const define = (target: object, key: PropertyKey, value: Value) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

/** A copy of `value` with `change` applied at `path` (which returns undefined to remove the entry). */
function update(value: Value, path: Path, change: (current: Value) => Value | undefined): Value | undefined {
  if (path.length === 0) return change(value);
  const [step, ...rest] = path;
  if (value instanceof JsonText) {
    const inner = update(value.value, rest, change);
    return new JsonText(inner === undefined ? null : inner);
  }
  if (Array.isArray(value)) {
    const copy = [...value];
    const next = update(copy[step as number]!, rest, change);
    if (next === undefined) copy.splice(step as number, 1);
    else copy[step as number] = next;
    return copy;
  }
  const copy = {};
  for (const [key, item] of Object.entries(value as Record<string, Value>)) {
    if (key !== step) define(copy, key, item);
    else {
      const next = update(item, rest, change);
      if (next !== undefined) define(copy, key, next);
    }
  }
  return copy;
}

const insertInto = (current: Value, text: string, offset: number): Value => {
  if (current instanceof FileValue)
    return new FileValue(
      insertInto(current.filename, text, offset) as string,
      current.contentType,
      current.data,
    );
  const original = typeof current === 'string' ? current : (JSON.stringify(current) ?? '');
  const at = offset % (original.length + 1);
  return original.slice(0, at) + text + original.slice(at);
};

function applyEdits(value: Value, edits: readonly Edit[]): Value {
  let edited: Value = value;
  for (const edit of edits) {
    const places = placesOf(edited);
    const strings = places.filter((place) => typeof place.value === 'string');
    const targets = edit.op === 'poison' && strings.length > 0 ? strings : places;
    const { path } = targets[edit.at % targets.length]!;
    const next = update(edited, path, (current) => {
      switch (edit.op) {
        case 'set':
          return edit.value;
        case 'insert':
        case 'poison':
          return insertInto(current, edit.text, edit.offset);
        case 'delete':
          return undefined;
        case 'add': {
          if (!isRecord(current)) return { [edit.key]: current };
          const copy = { ...current };
          define(copy, edit.key, edit.value);
          return copy;
        }
      }
    });
    edited = next === undefined ? null : next;
  }
  return edited;
}

// ---------------------------------------------------------------------------------------------------------
// Hostile values

/** Any UTF-16 code unit: control characters, NUL and lone surrogates included. */
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Characters a database, a header, a log line or an e-mail may refuse or misread. */
const poison = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\ud83d',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\r\n',
  '\u2028',
  '\u202e',
];

const nasty = [
  ...poison,
  '\ufeff',
  '\uffff',
  '\u0085',
  '%00',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  "'; drop table sellers; --",
  '${7*7}{{7*7}}',
  'javascript:alert(1)',
  'https://evil.example/login',
  '😀',
  'e\u0301',
  ' ',
  '',
];

const hostileText = fc.oneof(
  fc.constantFrom(...nasty),
  fc.string({ unit: anyUnit, maxLength: 12 }),
  fc
    .record({
      unit: fc.constantFrom('x', 'é', '\u0000', '😀', ' '),
      length: fc.constantFrom(101, 256, 1_001, 5_001, 70_000, 700_000, 1_100_000),
    })
    .map(({ unit, length }) => unit.repeat(length)),
);

const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '',
    'a\u0000b',
    '\ud800',
    'id',
    'sellerId',
    'isVerified',
    'approvalStatus',
    'hasOnboarded',
    'isAdmin',
    'role',
  ),
  fc.string({ unit: anyUnit, maxLength: 8 }),
);

const hostileFile = fc
  .record({
    filename: fc.oneof(
      fc.constantFrom('id.pdf', '../../etc/passwd', 'a\u0000.pdf', '.htaccess', ''),
      hostileText,
    ),
    contentType: fc.constantFrom('application/pdf', 'image/png', 'text/html', 'application/x-msdownload', ''),
    data: fc.oneof(
      fc.constantFrom(
        Buffer.alloc(0),
        Buffer.from('%PDF-1.4\n%broken'),
        Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('<html><script>alert(1)</script></html>'),
      ),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    ),
  })
  .map(({ filename, contentType, data }) => new FileValue(filename, contentType, data));

const hostileValue: fc.Arbitrary<Value> = fc.oneof(
  { arbitrary: hostileText, weight: 6 },
  fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, -0, 4_294_967_296),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom<Value>([], {}, [null], { '': '' }),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileKey, hostileText, { maxKeys: 3 }),
  fc
    .record({ depth: fc.constantFrom(33, 1_000, 10_000, 200_000), shape: fc.constantFrom('array', 'object') })
    .map(({ depth, shape }) => new Nested(depth, shape)),
  hostileFile,
);

const edit: fc.Arbitrary<Edit> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('set'), at: fc.nat(), value: hostileValue }), weight: 4 },
  {
    arbitrary: fc.record({
      op: fc.constant('poison'),
      at: fc.nat(),
      // NUL and lone surrogates first: PostgreSQL refuses them, so they reach furthest before failing.
      text: fc.oneof(
        { arbitrary: fc.constant('\u0000'), weight: 3 },
        { arbitrary: fc.constantFrom('\ud800', '\udfff', '\ud83d'), weight: 2 },
        { arbitrary: fc.constantFrom(...poison), weight: 2 },
      ),
      offset: fc.nat(),
    }),
    weight: 8,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('insert'),
      at: fc.nat(),
      text: fc.oneof(
        { arbitrary: fc.constantFrom(...poison), weight: 3 },
        fc.constantFrom(...nasty),
        fc.string({ unit: anyUnit, maxLength: 4 }),
      ),
      offset: fc.nat(),
    }),
    weight: 4,
  },
  fc.record({ op: fc.constant('delete'), at: fc.nat() }),
  fc.record({ op: fc.constant('add'), at: fc.nat(), key: hostileKey, value: hostileValue }),
);

/**
 * Mostly one edit of a valid request, so that edit alone decides the answer; no edit first, so a failure
 * shrinks towards the fewest edits.
 */
const edits = fc.oneof(
  fc.constant<Edit[]>([]),
  { arbitrary: fc.tuple(edit).map((one): Edit[] => one), weight: 6 },
  { arbitrary: fc.array(edit, { minLength: 2, maxLength: 3 }), weight: 2 },
);

// ---------------------------------------------------------------------------------------------------------
// Text and bytes on the wire

/**
 * Percent-encodes every byte that is not unreserved, writing a lone surrogate as the three bytes it would
 * take in UTF-8 (WTF-8): the bytes a hostile client can send, which encodeURIComponent refuses to make.
 */
function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of wtf8(text)) {
    const character = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(character)
      ? character
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** UTF-8, except that a lone surrogate is encoded as such instead of being replaced by U+FFFD. */
function wtf8(text: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    let code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (code >= 0xd800 && code < 0xdc00 && next >= 0xdc00 && next < 0xe000) {
      code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
      index += 1;
    }
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
  }
  return Buffer.from(bytes);
}

/** JSON text, with each Nested written out as its deep text. */
export function jsonText(value: Value): string {
  const nested: Nested[] = [];
  const placeholder = (index: number) => `\u0001nested${index}\u0001`;
  const text =
    JSON.stringify(value, (_key, item: unknown) => {
      if (item instanceof Nested) return placeholder(nested.push(item) - 1);
      if (item instanceof JsonText) return jsonText(item.value);
      return item;
    }) ?? '';
  return nested.reduce(
    (result, item, index) => result.replace(JSON.stringify(placeholder(index)), () => item.text()),
    text,
  );
}

/** A value as text in a URL or a form field: strings as they are, anything else as JSON. */
const fieldText = (value: Value): string => {
  if (typeof value === 'string') return value;
  if (value instanceof Nested) return value.text();
  if (value instanceof JsonText) return jsonText(value.value);
  if (value instanceof FileValue) return value.filename;
  return jsonText(value);
};

/** Form fields of a body: each key a part (a list one part per item), a body that is no object one part. */
const formFields = (body: Value): Array<[string, Value]> =>
  isRecord(body)
    ? Object.entries(body).flatMap(([key, value]) =>
        Array.isArray(value) ? value.map((item): [string, Value] => [key, item]) : [[key, value]],
      )
    : [['value', body]];

function queryString(query: Value): string {
  return formFields(query)
    .map(([key, value]) =>
      value === null ? percentEncode(key) : `${percentEncode(key)}=${percentEncode(fieldText(value))}`,
    )
    .join('&');
}

const boundary = 'FuzzBoundary4Qq9zXbT';

function multipart(body: Value, separator = '\r\n'): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of formFields(body)) {
    const disposition = `--${boundary}${separator}Content-Disposition: form-data; name="${name.replaceAll('"', '%22')}"`;
    if (value instanceof FileValue) {
      chunks.push(
        wtf8(
          `${disposition}; filename="${value.filename.replaceAll('"', '%22')}"${separator}Content-Type: ${value.contentType}${separator}${separator}`,
        ),
        value.data,
        Buffer.from(separator),
      );
    } else {
      chunks.push(wtf8(`${disposition}${separator}${separator}${fieldText(value)}${separator}`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--${separator}`));
  return Buffer.concat(chunks);
}

const formType = `multipart/form-data; boundary=${boundary}`;

// ---------------------------------------------------------------------------------------------------------
// Bodies

type BodyAttack =
  | { as: 'plain' }
  | { as: 'json'; contentType: string }
  | { as: 'form' }
  | { as: 'broken-json'; damage: 'cut' | 'insert'; where: number; bytes: number[] }
  | { as: 'broken-form'; damage: FormDamage; where: number }
  | { as: 'other-type'; contentType: string; text: 'json' | 'urlencoded' }
  | { as: 'none'; contentType: string | null }
  | { as: 'raw'; contentType: string; payload: string };

type FormDamage =
  | 'cut'
  | 'no-closing-boundary'
  | 'no-boundary-parameter'
  | 'empty-boundary'
  | 'other-boundary'
  | 'long-boundary'
  | 'bare-line-feeds'
  | 'header-without-colon'
  | 'part-without-disposition'
  | 'huge-part-header'
  | 'thousand-parts'
  | 'preamble-only'
  | 'empty';

const jsonTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/json; charset=x-unknown',
  'application/json;;;',
  'application/json, text/html',
  'application/vnd.api+json',
  'application/json; boundary=x; charset',
];

const otherTypes = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'image/png',
  'multipart/mixed; boundary=x',
  'multipart/form-data',
  '*/*',
  'x',
  'a/b/c',
  ';',
  `application/${'x'.repeat(2000)}`,
];

const rawPayloads = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '{',
  '}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":1e999999}',
  '{"a":-}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\x00"}',
  '\ufeff{}',
  '{"a":1}{"a":2}',
  '{"a":1,"a":2}',
  `{"a":"${'x'.repeat(2_000_000)}"}`,
];

const bodyAttack: fc.Arbitrary<BodyAttack> = fc.oneof(
  {
    arbitrary: fc.record({ as: fc.constant('json'), contentType: fc.constant('application/json') }),
    weight: 6,
  },
  { arbitrary: fc.constant({ as: 'form' as const }), weight: 3 },
  fc.record({ as: fc.constant('json'), contentType: fc.constantFrom(...jsonTypes) }),
  fc.record({
    as: fc.constant('broken-json'),
    damage: fc.constantFrom('cut', 'insert'),
    where: fc.nat(),
    bytes: fc.oneof(
      fc.constantFrom<number[]>(
        [0x00],
        [0xff],
        [0xc0, 0xae],
        [0xed, 0xa0, 0x80],
        [0x22],
        [0x7b],
        [0x5c],
        [0x2c],
      ),
      fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 4 }),
    ),
  }),
  {
    arbitrary: fc.record({
      as: fc.constant('broken-form'),
      damage: fc.constantFrom<FormDamage>(
        'cut',
        'no-closing-boundary',
        'no-boundary-parameter',
        'empty-boundary',
        'other-boundary',
        'long-boundary',
        'bare-line-feeds',
        'header-without-colon',
        'part-without-disposition',
        'huge-part-header',
        'thousand-parts',
        'preamble-only',
        'empty',
      ),
      where: fc.nat(),
    }),
    weight: 2,
  },
  fc.record({
    as: fc.constant('other-type'),
    contentType: fc.constantFrom(...otherTypes),
    text: fc.constantFrom('json', 'urlencoded'),
  }),
  fc.record({ as: fc.constant('none'), contentType: fc.constantFrom(null, 'application/json', formType) }),
  fc.record({
    as: fc.constant('raw'),
    contentType: fc.constantFrom('application/json', formType, 'text/plain'),
    payload: fc.constantFrom(...rawPayloads),
  }),
);

type Payload = { contentType: string | null; payload: Buffer | null };

const insertBytes = (text: Buffer, where: number, bytes: number[]) => {
  const at = where % (text.length + 1);
  return Buffer.concat([text.subarray(0, at), Buffer.from(bytes), text.subarray(at)]);
};

function damagedForm(body: Value, damage: FormDamage, where: number): Payload {
  const whole = multipart(body);
  const form = (payload: Buffer, contentType = formType) => ({ contentType, payload });
  switch (damage) {
    case 'cut':
      return form(whole.subarray(0, where % whole.length));
    case 'no-closing-boundary':
      return form(whole.subarray(0, whole.lastIndexOf(`--${boundary}--`)));
    case 'no-boundary-parameter':
      return form(whole, 'multipart/form-data');
    case 'empty-boundary':
      return form(whole, 'multipart/form-data; boundary=');
    case 'other-boundary':
      return form(whole, 'multipart/form-data; boundary=SomethingElse');
    case 'long-boundary':
      return form(whole, `multipart/form-data; boundary=${'b'.repeat(300)}`);
    case 'bare-line-feeds':
      return form(multipart(body, '\n'));
    case 'header-without-colon':
      return form(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition form-data name=x\r\n\r\nvalue\r\n--${boundary}--\r\n`,
        ),
      );
    case 'part-without-disposition':
      return form(
        Buffer.from(`--${boundary}\r\nContent-Type: text/plain\r\n\r\nvalue\r\n--${boundary}--\r\n`),
      );
    case 'huge-part-header':
      return form(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${'n'.repeat(200_000)}"\r\n\r\nv\r\n--${boundary}--\r\n`,
        ),
      );
    case 'thousand-parts':
      return form(
        Buffer.from(
          `${`--${boundary}\r\nContent-Disposition: form-data; name="p"\r\n\r\nv\r\n`.repeat(1_000)}--${boundary}--\r\n`,
        ),
      );
    case 'preamble-only':
      return form(Buffer.from('this is not multipart at all'));
    case 'empty':
      return form(Buffer.alloc(0));
  }
}

function encodeBody(body: Value, attack: BodyAttack, takesForms: boolean): Payload {
  switch (attack.as) {
    case 'plain':
      return encodeBody(
        body,
        takesForms ? { as: 'form' } : { as: 'json', contentType: 'application/json' },
        takesForms,
      );
    case 'json':
      return { contentType: attack.contentType, payload: Buffer.from(jsonText(body)) };
    case 'form':
      return { contentType: formType, payload: multipart(body) };
    case 'broken-json': {
      const text = Buffer.from(jsonText(body));
      return {
        contentType: 'application/json',
        payload:
          attack.damage === 'cut'
            ? text.subarray(0, attack.where % Math.max(text.length, 1))
            : insertBytes(text, attack.where, attack.bytes),
      };
    }
    case 'broken-form':
      return damagedForm(body, attack.damage, attack.where);
    case 'other-type':
      return {
        contentType: attack.contentType,
        payload: Buffer.from(attack.text === 'json' ? jsonText(body) : queryString(body)),
      };
    case 'none':
      return { contentType: attack.contentType, payload: null };
    case 'raw':
      return { contentType: attack.contentType, payload: Buffer.from(attack.payload) };
  }
}

// ---------------------------------------------------------------------------------------------------------
// Path parameters and query strings

/** Path segments as a hostile client sends them, already encoded. */
const rawSegments = [
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5c..%5cwindows',
  '%c0%ae%c0%ae',
  '%c0%af',
  '%',
  '%zz',
  '%00',
  '%ED%A0%80',
  '%FF',
  '%2F',
  ';x=1',
  '%20',
  'x'.repeat(101),
  'x'.repeat(5_000),
  '00000000-0000-4000-8000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '1',
  '-1',
  'null',
  'undefined',
  '__proto__',
  'constructor',
];

const rawQueries = [
  '%',
  '%zz',
  '%c0%ae',
  '%ED%A0%80=%ED%B0%80',
  '%00=%00',
  '=',
  '&&&',
  '&=&=',
  '__proto__[isAdmin]=1',
  'constructor[prototype][isAdmin]=1',
  'a[b][c][d][e][f]=1',
  'a=1;b=2',
  'limit=1&limit=2',
  'limit=1e999&page=-0',
  'limit=0x10&page=010',
  'limit=%201%20',
  '+++',
  `${'x=1&'.repeat(2_000)}x=1`,
  `q=${'x'.repeat(8_000)}`,
];

type UrlAttack = { edits: Edit[]; raw: string | null };

/** Path parameters of a route URL: `:name`, and the wildcard `*` (named `*` in a seed's params). */
const parameters = /:(\w+)|\*/g;

const urlAttack = (raws: string[]): fc.Arbitrary<UrlAttack> =>
  fc.oneof(
    fc.record({ edits, raw: fc.constant(null) }),
    fc.record({ edits: fc.constant<Edit[]>([]), raw: fc.constantFrom(...raws) }),
  );

// ---------------------------------------------------------------------------------------------------------
// Requests

/** What fast-check generates for one request; `buildRequest` turns it into a request against a seed. */
export type Attack = {
  /** The part of the request attacked; the others are sent as the seed has them. */
  focus: 'body' | 'query' | 'params' | 'all';
  params: UrlAttack;
  /** Which path parameter a raw segment replaces. */
  rawParam: number;
  query: UrlAttack;
  body: { edits: Edit[]; encoding: BodyAttack };
  remoteAddress: string;
};

/**
 * The attacks on one route, aimed mostly at the parts it reads: its body unless it is a GET, its path
 * parameters when it has some, its query string (more when it declares one); now and then all at once.
 */
export function attacksOn(route: Pick<RegisteredRoute, 'method' | 'url' | 'schema'>): fc.Arbitrary<Attack> {
  const weights = {
    body: route.method === 'GET' || route.method === 'HEAD' ? 0 : 6,
    params: route.url.match(parameters) ? 3 : 0,
    query: route.schema.querystring ? 3 : 1,
    all: 1,
  };
  const focus = fc.oneof(
    ...(Object.entries(weights) as Array<[Attack['focus'], number]>)
      .filter(([, weight]) => weight > 0)
      .map(([part, weight]) => ({ arbitrary: fc.constant(part), weight })),
  );
  return fc.record({
    focus,
    params: urlAttack(rawSegments),
    rawParam: fc.nat(),
    query: urlAttack(rawQueries),
    body: fc.record({ edits, encoding: bodyAttack }),
    remoteAddress: fc.ipV4(),
  });
}

export type BuiltRequest = {
  url: string;
  headers: Record<string, string>;
  payload: Buffer | null;
  remoteAddress: string;
};

const untouched: UrlAttack = { edits: [], raw: null };

/**
 * The request an attack makes of a route (`/api/x/:id`, `takesForms` when it reads multipart bodies) and
 * its seed.
 */
export function buildRequest(
  route: { url: string; takesForms: boolean },
  seed: Seed,
  attack: Attack,
): BuiltRequest {
  const focused = (part: Attack['focus']) => attack.focus === part || attack.focus === 'all';
  const paramsAttack = focused('params') ? attack.params : untouched;
  const queryAttack = focused('query') ? attack.query : untouched;
  const bodyAttack = focused('body') ? attack.body : { edits: [], encoding: { as: 'plain' as const } };

  const names = [...route.url.matchAll(parameters)].map((match) => match[1] ?? '*');
  const params = applyEdits({ ...seed.params }, paramsAttack.edits);
  const rawName = names.length > 0 ? names[attack.rawParam % names.length] : undefined;
  const segment = (name: string) => {
    if (paramsAttack.raw !== null && name === rawName) return paramsAttack.raw;
    const value = isRecord(params) ? params[name] : params;
    return percentEncode(value === undefined ? '' : fieldText(value));
  };
  const path = route.url.replace(parameters, (_match, name?: string) => segment(name ?? '*'));

  const query = queryAttack.raw ?? queryString(applyEdits(seed.query ?? {}, queryAttack.edits));
  const body = applyEdits(seed.body ?? {}, bodyAttack.edits);
  const { contentType, payload } = encodeBody(body, bodyAttack.encoding, route.takesForms);
  return {
    url: query === '' ? path : `${path}?${query}`,
    headers: contentType === null ? {} : { 'content-type': contentType },
    payload,
    remoteAddress: attack.remoteAddress,
  };
}

/** The seed's own request, unedited. */
export const seedRequest = (route: { url: string; takesForms: boolean }, seed: Seed, remoteAddress: string) =>
  buildRequest(route, seed, {
    focus: 'body',
    params: untouched,
    rawParam: 0,
    query: untouched,
    body: { edits: [], encoding: { as: 'plain' } },
    remoteAddress,
  });

/** Bytes as a bash $'…' string: printable ASCII as it is, everything else as \\xHH, the exact bytes. */
function bashBytes(bytes: Buffer): string {
  let text = '';
  for (const byte of bytes) {
    const character = String.fromCharCode(byte);
    text +=
      character === "'" || character === '\\'
        ? `\\${character}`
        : byte >= 0x20 && byte < 0x7f
          ? character
          : `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return `$'${text}'`;
}

/**
 * A command line to replay a request (curl against $B, the server's address); a part over `limit` bytes
 * is cut short in the line, which then says so (FUZZ_SEED and the path replay it whole).
 */
export function reproduction(method: string, request: BuiltRequest, party: string, limit = 300): string {
  const cuts: string[] = [];
  const shown = (what: string, bytes: Buffer) => {
    if (bytes.length > limit) cuts.push(`${what} cut from ${bytes.length} bytes`);
    return bashBytes(bytes.subarray(0, limit));
  };
  const headers = Object.entries(request.headers).map(
    ([name, value]) => ` -H ${shown(name, Buffer.from(`${name}: ${value}`))}`,
  );
  const payload = request.payload === null ? '' : ` --data-binary ${shown('body', request.payload)}`;
  const url = shown('URL', Buffer.from(request.url));
  const note = cuts.length > 0 ? ` (${cuts.join(', ')})` : '';
  return `as ${party}${note}:\ncurl -X ${method} $B${url}${headers.join('')}${payload}`;
}
