/**
 * Queries a visitor or the administrator can send to Payload's REST API, built to break it:
 * every collection × a field of each kind × every operator × hostile values, plus deep and/or
 * nesting, huge limits and depths, unknown fields and Payload's token endpoints with junk.
 * Shared by the security suite (over HTTP) and the integration test (in process).
 */
export const COLLECTION_FIELDS: Record<string, string[]> = {
  posts: ['id', 'title', 'tags', 'publishedAt', 'status'],
  media: ['id', 'alt', 'filesize', 'filename'],
  'contact-messages': ['id', 'workEmail', 'createdAt'],
  'waitlist-entries': ['id', 'email'],
  admins: ['id', 'email', 'createdAt'],
  'payload-jobs': ['id', 'taskSlug', 'input', 'completedAt'],
  'payload-preferences': ['id', 'key', 'value'],
  'payload-locked-documents': ['id', 'globalSlug'],
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
 * Paths (with query strings) for GET. `every` (the in-process test): one per combination of
 * collection, field, operator and value, some twelve thousand requests with and without a
 * token. `covering` (the HTTP test, the same handlers behind the app's server and router): each
 * collection, field and operator once, the values taken in turn, so that every value still
 * meets every collection and every field, in a sixth of the requests.
 */
export function hostileReads(combinations: 'every' | 'covering' = 'every'): string[] {
  const paths: string[] = []
  for (const [slug, fields] of Object.entries(COLLECTION_FIELDS)) {
    for (const [fieldIndex, field] of [...fields, 'nope', 'title.deep'].entries()) {
      for (const [operatorIndex, operator] of OPERATORS.entries()) {
        const values =
          combinations === 'every'
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

export const HOSTILE_GRAPHQL = [
  '{ Posts(where: { title: { equals: "a\\u0000b" } }) { docs { id } } }',
  '{ Posts(where: { id: { in: ["abc", "1"] } }) { docs { id } } }',
  '{ Posts(where: { title: { near: "1,2" } }) { docs { id } } }',
  '{ Posts(limit: 2147483647000) { docs { id } } }',
  '{ Post(id: "abc") { id } }',
  '{ ContactMessages(where: { workEmail: { equals: "a\\u0000b" } }) { docs { id } } }',
  '{ ContactMessages(where: { id: { in: ["abc"] } }) { docs { id } } }',
  '{ Admins(where: { email: { like: "a\\u0000b" } }) { docs { id } } }',
  '{ WaitlistEntries(where: { id: { equals: "abc" } }) { docs { id } } }',
  'mutation { verifyEmailAdmin(token: "x") }',
  'mutation { resetPasswordAdmin(token: "a\\u0000b", password: "x") { token } }',
  'mutation { forgotPasswordAdmin(email: "a\\u0000b@x") }',
]
