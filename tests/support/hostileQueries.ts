/**
 * Queries a visitor or the administrator can send to Payload's REST API, built to break it:
 * every collection × a field of each kind × every operator × hostile values, plus deep and/or
 * nesting, huge limits and depths, unknown fields and Payload's token endpoints with junk.
 * Shared by the security suite (over HTTP) and the integration test (in process).
 */
/**
 * Each collection's fields, by the kind of column Payload builds its filter on: the query builder
 * turns a filter into SQL by the field's kind and the operator, whatever the collection.
 */
export const COLLECTION_FIELDS: Record<string, [field: string, kind: string][]> = {
  posts: [
    ['id', 'id'],
    ['title', 'text'],
    ['tags', 'text, many'],
    ['publishedAt', 'date'],
    ['status', 'select'],
  ],
  media: [
    ['id', 'id'],
    ['alt', 'text'],
    ['filesize', 'number'],
    ['filename', 'upload file name'],
  ],
  'contact-messages': [
    ['id', 'id'],
    ['workEmail', 'email'],
    ['createdAt', 'date'],
  ],
  'waitlist-entries': [
    ['id', 'id'],
    ['email', 'email'],
  ],
  admins: [
    ['id', 'id'],
    ['email', 'login e-mail'],
    ['createdAt', 'date'],
  ],
  'payload-jobs': [
    ['id', 'id'],
    ['taskSlug', 'select'],
    ['input', 'json'],
    ['completedAt', 'date'],
  ],
  'payload-preferences': [
    ['id', 'id'],
    ['key', 'text'],
    ['value', 'json'],
  ],
  'payload-locked-documents': [
    ['id', 'id'],
    ['globalSlug', 'text'],
  ],
}

export const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'like',
  'not_like',
  'contains',
  'exists',
  'greater_than',
  'less_than_equal',
  'near',
  'within',
  'intersects',
]

export const HOSTILE_VALUES = [
  'a\u0000b',
  'abc',
  'abc,def',
  '1e999',
  '99999999999999999999',
  '-1',
  '',
  '%',
  '{"type":"Point"}',
]

const q = (value: string) => encodeURIComponent(value)

/**
 * Paths (with query strings) for GET. `covering` (the HTTP test: the production bundle behind the
 * app's server and router, whose minified errors are worded apart): the first field of each kind
 * (an unknown field and a path into a text field are kinds too) with every operator, the values
 * taken in turn so that each field meets every value. `every` (the in-process test) gives that
 * first field of each kind every value with every operator, and adds every other field of every
 * collection with the values in turn: some five thousand requests with and without a token.
 * Both end with each collection's deep nesting, huge limits and depths, and its trash, drafts and
 * versions.
 */
export function hostileReads(combinations: 'every' | 'covering' = 'every'): string[] {
  const paths: string[] = []
  const kindsSeen = new Set<string>()
  for (const [slug, fields] of Object.entries(COLLECTION_FIELDS)) {
    const all: [string, string][] = [...fields, ['nope', 'unknown'], ['title.deep', 'nested']]
    for (const [fieldIndex, [field, kind]] of all.entries()) {
      const firstOfKind = !kindsSeen.has(kind)
      kindsSeen.add(kind)
      if (combinations === 'covering' && !firstOfKind) continue
      const everyValue = combinations === 'every' && firstOfKind
      for (const [operatorIndex, operator] of OPERATORS.entries()) {
        const values = everyValue
          ? HOSTILE_VALUES
          : [HOSTILE_VALUES[(fieldIndex + operatorIndex) % HOSTILE_VALUES.length]!]
        for (const value of values) {
          paths.push(`/api/${slug}?where[${field}][${operator}]=${q(value)}`)
        }
        // Lists of values, the way `in` takes them.
        paths.push(
          `/api/${slug}?where[${field}][${operator}][0]=1&where[${field}][${operator}][1]=x`,
        )
      }
    }
    let nested = `where[title][equals]=x`
    for (let level = 0; level < 40; level++)
      nested = nested.replace(/^where/, `where[or][0][and][0]`)
    paths.push(
      `/api/${slug}?${nested}`,
      `/api/${slug}?limit=${'9'.repeat(30)}`,
      `/api/${slug}?limit=1000000`,
      `/api/${slug}?depth=${'9'.repeat(30)}`,
      `/api/${slug}?depth=-1`,
      `/api/${slug}?page=${'9'.repeat(30)}`,
      `/api/${slug}?sort=${q('-nope')}`,
      `/api/${slug}?where[id][in]=1,abc,2`,
      `/api/${slug}?where[or]=x`,
      `/api/${slug}?where[and][0]=x`,
      `/api/${slug}?select[nope]=true`,
      `/api/${slug}?populate[nope]=true`,
      `/api/${slug}/count?where[id][in]=abc`,
      `/api/${slug}/abc`,
      `/api/${slug}/${q('a\u0000b')}`,
      // The trash, drafts and versions, which nothing but an editor reads.
      `/api/${slug}?trash=true&where[deletedAt][exists]=true`,
      `/api/${slug}?trash=true&draft=true&where[deletedAt][less_than]=${q('a\u0000b')}`,
      `/api/${slug}/1?trash=true&draft=true&depth=${'9'.repeat(30)}`,
      `/api/${slug}/versions?trash=true&where[version.deletedAt][exists]=true`,
      `/api/${slug}/versions?where[parent][near]=1,2`,
      `/api/${slug}/versions/abc`,
    )
  }
  paths.push(
    '/api/globals/site-settings?depth=99999999999',
    `/api/globals/site-settings?locale=${q('a\u0000b')}`,
  )
  return paths
}

/** Writes and auth endpoints with junk. */
export const HOSTILE_WRITES: { method: string; path: string; data?: unknown }[] = [
  { method: 'POST', path: '/api/admins/verify/x' },
  { method: 'POST', path: `/api/admins/verify/${q('a\u0000b')}` },
  { method: 'POST', path: '/api/admins/reset-password', data: { token: 'x', password: 'y' } },
  {
    method: 'POST',
    path: '/api/admins/reset-password',
    data: { token: 'a\u0000b', password: 'y' },
  },
  { method: 'POST', path: '/api/admins/unlock', data: { email: 'a\u0000b@x' } },
  { method: 'POST', path: '/api/admins/refresh-token' },
  {
    method: 'POST',
    path: '/api/admins/login',
    data: { email: 'a\u0000b@x', password: 'a\u0000b' },
  },
  { method: 'POST', path: '/api/admins/login', data: { email: ['x'], password: { a: 1 } } },
  { method: 'POST', path: '/api/admins/forgot-password', data: { email: 'a\u0000b@x' } },
  { method: 'POST', path: '/api/admins/forgot-password', data: { email: { $ne: 1 } } },
  { method: 'PATCH', path: '/api/posts?where[title][near]=1,2', data: { title: 'x' } },
  { method: 'DELETE', path: '/api/posts?where[id][in]=abc' },
  { method: 'DELETE', path: `/api/posts?where[title][equals]=${q('a\u0000b')}` },
  { method: 'PATCH', path: '/api/contact-messages/abc', data: { status: 'read' } },
  {
    method: 'POST',
    path: '/api/posts',
    data: { title: 'a\u0000b', slug: 'a\u0000b', content: 'x' },
  },
]

/** GraphQL is not served: these bodies to /api/graphql all answer 404 with a JSON message. */
export const GRAPHQL_BODIES: { contentType: string; body: string }[] = [
  { contentType: 'application/json', body: 'notjson' },
  { contentType: 'application/json', body: '{"query":' },
  {
    contentType: 'application/json',
    body: JSON.stringify({
      query: `{ ${Array.from({ length: 240 }, (_, n) => `a${n}: Posts { docs { id } }`).join(' ')} }`,
    }),
  },
  { contentType: 'application/json', body: JSON.stringify({ query: 'mutation { x }' }) },
  { contentType: 'multipart/form-data; boundary=X', body: '--X\r\nbroken' },
  { contentType: 'text/plain', body: '{ Posts { docs { id } } }' },
]

const B = 'hostile-boundary'
const part = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
const multipart = `multipart/form-data; boundary=${B}`

/**
 * Request bodies Payload's REST API cannot read: multipart without a boundary, cut short, with
 * a broken part header or a `_payload` that is not JSON; JSON that does not parse, also in a
 * read sent as a POST. Each answers 400 with a JSON message, signed in or not.
 */
export const MALFORMED_BODIES: {
  method: string
  path: string
  contentType: string
  body: string
  headers?: Record<string, string>
}[] = [
  { method: 'POST', path: '/api/media', contentType: 'multipart/form-data', body: 'notmultipart' },
  {
    method: 'POST',
    path: '/api/media',
    contentType: multipart,
    body: `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG`,
  },
  {
    method: 'POST',
    path: '/api/posts',
    contentType: multipart,
    body: `${part('_payload', '{"title":')}--${B}--\r\n`,
  },
  {
    method: 'PATCH',
    path: '/api/posts/1',
    contentType: multipart,
    body: `${part('_payload', 'notjson')}--${B}--\r\n`,
  },
  { method: 'POST', path: '/api/admins/login', contentType: multipart, body: `--${B}\r\nbroken` },
  {
    method: 'POST',
    path: '/api/globals/site-settings',
    contentType: multipart,
    body: `--${B}\r\nbroken`,
  },
  {
    method: 'POST',
    path: '/api/contact-messages',
    contentType: 'multipart/form-data; boundary=',
    body: 'x',
  },
  { method: 'POST', path: '/api/posts', contentType: 'application/json', body: 'notjson' },
  { method: 'POST', path: '/api/posts', contentType: 'application/json', body: '{"query":' },
  { method: 'PATCH', path: '/api/posts/1', contentType: 'application/json', body: '{"title":' },
  {
    method: 'POST',
    path: '/api/posts',
    contentType: 'application/json',
    body: '{"where":',
    headers: { 'X-HTTP-Method-Override': 'GET' },
  },
]

const MB = 1024 * 1024

/**
 * Bodies past their route's limit (src/lib/http/bodyLimits.ts), each answered 413 with a JSON
 * message before it is read: the same 64 MB to Payload's REST doors, the site's JSON API and a
 * page's server action, sent with its length or without one (chunked).
 */
export const OVERSIZED_BODIES: {
  method: string
  path: string
  contentType: string
  bytes: number
}[] = [
  {
    method: 'POST',
    path: '/api/contact-messages',
    contentType: 'application/json',
    bytes: 64 * MB,
  },
  { method: 'POST', path: '/api/posts', contentType: 'application/json', bytes: 64 * MB },
  { method: 'POST', path: '/api/admins/login', contentType: 'application/json', bytes: 64 * MB },
  {
    method: 'PATCH',
    path: '/api/posts/1?draft=true',
    contentType: 'multipart/form-data; boundary=x',
    bytes: 9 * MB,
  },
  {
    method: 'POST',
    path: '/api/media',
    contentType: 'multipart/form-data; boundary=x',
    bytes: 6 * MB,
  },
  {
    method: 'POST',
    path: '/api/admins/forgot-password',
    contentType: 'application/json',
    bytes: 65 * 1024,
  },
  {
    method: 'POST',
    path: '/api/globals/site-settings',
    contentType: 'application/json',
    bytes: 1 * MB,
  },
  { method: 'POST', path: '/api/contact-message', contentType: 'application/json', bytes: 64 * MB },
  { method: 'POST', path: '/api/admin/login', contentType: 'application/json', bytes: 5 * 1024 },
  { method: 'PUT', path: '/api/admin/blog/1', contentType: 'application/json', bytes: 9 * MB },
  { method: 'POST', path: '/contact', contentType: 'text/plain;charset=UTF-8', bytes: 64 * MB },
  {
    method: 'POST',
    path: '/cms/collections/posts',
    contentType: 'text/plain;charset=UTF-8',
    bytes: 9 * MB,
  },
]

/** Methods the site does not answer: 405 with `Allow` and a JSON message, on any path. */
export const UNANSWERED_METHODS = [
  'TRACE',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'PURGE',
  'SEARCH',
  'REPORT',
  'QUERY',
]
export const UNANSWERED_METHOD_PATHS = [
  '/',
  '/blog',
  '/api/blog',
  '/api/posts',
  '/api/admins/login',
  '/cms',
  '/index.md',
  '/_next/image',
  '/_next/static/x.js',
]

/**
 * Image optimiser addresses the site never renders (a fragment, a dot segment, an escaped
 * separator, an extra, missing, repeated or reordered parameter, a width or quality it does not
 * use): each answered 400 before an encode. `%s` stands for an upload's file name.
 */
export const HOSTILE_IMAGE_QUERIES = [
  '?url=%2Fapi%2Fmedia%2Ffile%2F%s%2523x&w=640&q=75',
  '?url=%2Fapi%2Fmedia%2Ffile%2F%s%23x&w=640&q=75',
  '?url=%2Fimages%2Fr%2F..%2F..%2Fapi%2Fmedia%2Ffile%2F%s&w=640&q=75',
  '?url=%2Fimages%2Fr%2F%252e%252e%2F%252E%252E%2Fapi%2Fmedia%2Ffile%2F%s&w=640&q=75',
  '?url=%2Fapi%2Fmedia%2Ffile%2F.%2F%s&w=640&q=75',
  '?url=%2Fapi%2Fmedia%2Ffile%2F%s%3Fv%3D1&w=640&q=75',
  '?url=%2Fapi%2Fmedia%2Ffile%2F%s&w=640&q=75&x=1',
  '?url=%2Fapi%2Fmedia%2Ffile%2F%s&w=640&q=75&w=640',
  '?w=640&url=%2Fapi%2Fmedia%2Ffile%2F%s&q=75',
  '?url=%2Fapi%2Fmedia%2Ffile%2F%s&w=640',
  '?url=/api/media/file/%s&w=640&q=75',
  '?url=%2fapi%2fmedia%2ffile%2f%s&w=640&q=75',
  '?url=%2Fapi%2Fmedia%2Ffile%2F%s&w=641&q=75',
  '?url=%2Fapi%2Fmedia%2Ffile%2F%s&w=3840&q=75',
  '?url=%2Fapi%2Fmedia%2Ffile%2F%s&w=640&q=100',
  '?url=https%3A%2F%2Fevil.example%2Fx.png&w=640&q=75',
]
