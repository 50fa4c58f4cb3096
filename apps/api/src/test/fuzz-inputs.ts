import type * as yup from 'yup';
import type { AppRoute } from './app-routes.js';

/** One request the router fuzz sends. `body` is sent as it is (a string) with `contentType`. */
export interface FuzzRequest {
  label: string;
  method: string;
  path: string;
  contentType?: string;
  body?: string;
}

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const ODD_TEXT = ['Ana \u202eolá\u200f 😀👍🏽', 'e\u0301\u0301\u0301 ZWJ\u200d👩‍👩‍👧 \ufeff', 'שלום عربي 中文 𝐀𝐁'];

/** Values of every JSON kind, odd sizes and odd text, each sent in place of a field's proper value. */
export const WRONG_VALUES: unknown[] = [
  12345,
  -1,
  1.5,
  1e308,
  true,
  null,
  [],
  ['x'],
  {},
  { id: 1 },
  '',
  'x'.repeat(70_000),
  'a\u0000b',
  '\ud800 lone',
  ODD_TEXT[0],
  '0000-01-01',
  '99999-12-31T00:00:00Z',
  '9'.repeat(30),
  '[1,2]',
  JSON.parse(`{"a":${deepArray(50)}}`) as unknown,
];

/** The same, as query-string text (a query has no types): `%00`, lists by repetition, JSON text. */
export const WRONG_QUERY_VALUES: (string | string[])[] = [
  '-1',
  '1.5',
  'abc',
  '',
  '[{"a":1}]',
  '[[1]]',
  `[${'1,'.repeat(150)}1]`,
  '0000-01-01',
  '99999-01-01',
  'x'.repeat(5000),
  'a\u0000b',
  ODD_TEXT[0],
  '9'.repeat(30),
  ['1', '2'],
];

/** The declared fields of a schema (empty when it declares none). */
export const fieldsOf = (schema: yup.AnyObjectSchema | undefined): [string, yup.Schema][] =>
  schema ? (Object.entries(schema.fields) as [string, yup.Schema][]) : [];

/** A plausible value for a field, so odd but valid text reaches the use-cases and the database. */
function plausible(name: string, schema: yup.Schema, ids: Record<string, number | string>, text: string): unknown {
  if (name in ids) return ids[name];
  switch (schema.type) {
    case 'string':
      return /email/i.test(name) ? 'fuzz@example.com' : text.slice(0, 40);
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'date':
      return new Date().toISOString();
    default:
      return undefined;
  }
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * The requests for one route: each declared field with each wrong value (the rest left out), plausible
 * bodies with odd text, and whole-body attacks (prototype keys, deep, huge, not JSON, arrays, NUL keys).
 */
export function fuzzRequests(route: AppRoute, path: string, ids: Record<string, number | string>): FuzzRequest[] {
  const method = route.method.toUpperCase();
  const requests: FuzzRequest[] = [];
  const add = (label: string, request: Partial<FuzzRequest>) => requests.push({ label, method, path, ...request });
  const sendsBody = method !== 'GET';
  const withQuery = (query: string) => `${path}?${query}`;

  for (const [field] of fieldsOf(route.accepted?.query)) {
    for (const value of WRONG_QUERY_VALUES) {
      const values = Array.isArray(value) ? value : [value];
      add(`query ${field}=${String(value).slice(0, 20)}`, { path: withQuery(values.map((v) => `${field}=${encodeURIComponent(v)}`).join('&')) });
    }
  }
  for (const query of ['__proto__=1', 'constructor=x', 'prototype=1', 'unknownParam=1', 'a[b]=1', `${'x'.repeat(300)}=1`]) {
    add(`query ${query.slice(0, 20)}`, { path: withQuery(query) });
  }
  if (!sendsBody) return requests;

  const bodyFields = fieldsOf(route.accepted?.body);
  for (const [field] of bodyFields) {
    for (const value of WRONG_VALUES) add(`body ${field}=${json(value)?.slice(0, 20)}`, { contentType: 'application/json', body: json({ [field]: value }) });
  }
  for (const text of ODD_TEXT) {
    const body = Object.fromEntries(bodyFields.map(([name, schema]) => [name, plausible(name, schema, ids, text)]));
    add(`plausible body ${text.slice(0, 10)}`, { contentType: 'application/json', body: json(body) });
  }
  const attacks: [string, string][] = [
    ['__proto__', '{"__proto__":{"isAdmin":true,"profile":"admin"}}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"polluted":true}}}'],
    ['nested __proto__', '{"a":[{"b":{"__proto__":{"x":1}}}]}'],
    ['200,000 deep', `{"a":${deepArray(200_000)}}`],
    ['wide list', json({ a: Array.from({ length: 5000 }, (_, i) => i) })],
    ['2 MB', json({ a: 'x'.repeat(2 * 1024 * 1024) })],
    ['not JSON', '{"a":'],
    ['a list', '[1,2,3]'],
    ['a string', '"x"'],
    ['NUL key', '{"a\\u0000b":1}'],
    ['lone surrogate key', '{"\\udc00":1}'],
  ];
  for (const [label, body] of attacks) add(`body ${label}`, { contentType: 'application/json', body });
  add('text/plain body', { contentType: 'text/plain', body: 'hello' });
  for (const [label, body] of multipartAttacks()) add(`multipart ${label}`, { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body });
  return requests;
}

const BOUNDARY = 'fuzz-boundary';
function part(headers: string[], content: string): string {
  return [`--${BOUNDARY}`, ...headers, '', content].join('\r\n');
}
const form = (...parts: string[]) => `${parts.join('\r\n')}\r\n--${BOUNDARY}--\r\n`;
const filePart = (field: string, disposition: string) =>
  part([`Content-Disposition: form-data; name="${field}"; ${disposition}`, 'Content-Type: image/png'], '\x89PNG\r\n\x1a\nbytes');

/** Multipart bodies with hostile file names and field names, and broken forms. */
function multipartAttacks(): [string, string][] {
  const text = (name: string, value: string) => part([`Content-Disposition: form-data; name="${name}"`], value);
  return [
    ['NUL in file name (raw)', form(filePart('file', 'filename="a\u0000.png"'), filePart('medias', 'filename="a\u0000.png"'))],
    ['NUL in file name (encoded)', form(filePart('file', "filename*=UTF-8''a%00.png"), filePart('medias', "filename*=UTF-8''a%00.png"))],
    ['control and path in file name', form(filePart('file', 'filename="..\\\\..\\\\\u0007a.png"'), filePart('medias', 'filename="../../etc/passwd.png"'))],
    ['long file name', form(filePart('file', `filename="${'a'.repeat(5000)}.png"`))],
    ['odd unicode file name', form(filePart('file', "filename*=UTF-8''%E2%80%AEgnp.exe%F0%9F%98%80.png"))],
    ['prototype field', form(text('__proto__[isAdmin]', 'true'), text('constructor[prototype][x]', '1'))],
    ['deep field', form(text(`a${'[b]'.repeat(50)}`, '1'))],
    ['NUL field', form(text('body', 'a\u0000b'))],
    ['truncated', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="body"\r\n\r\nhello`],
  ];
}
