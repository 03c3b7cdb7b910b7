import * as mounted from '@/app/(payload)/api/[...slug]/route'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS'

/**
 * One request to Payload's REST API through the app's own catch-all route (`/api/[...slug]`),
 * the handlers and wrappers a request meets in the running app, in process.
 */
export async function rest(
  method: Method,
  path: string,
  {
    token,
    body,
    headers = {},
  }: { token?: string; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<Response> {
  const url = new URL(path, 'http://localhost')
  const all = new Headers(headers)
  if (token) all.set('Authorization', `JWT ${token}`)
  if (!all.has('x-forwarded-for')) {
    all.set('x-forwarded-for', `203.0.113.${Math.floor(Math.random() * 250)}`)
  }
  const request = new Request(url, {
    method,
    headers: all,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  return mounted[method](request, { params: Promise.resolve({ slug }) })
}
