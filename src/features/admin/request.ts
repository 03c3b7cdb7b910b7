/**
 * The dashboard's request layer. Every path containing /api/admin/ carries the
 * administrator's bearer token; any non-OK answer becomes '{status}: {body or status text}'.
 */

import { STALE_SAVE_FLAG } from '@/lib/dto/admin'

export const TOKEN_KEY = 'adminToken'
export const TOKEN_COOKIE = 'admin-token'
const ADMIN_API = '/api/admin/'

function readCookie(name: string): string | null {
  const prefix = `${name}=`
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix))
  return found ? decodeURIComponent(found.slice(prefix.length)) : null
}

/** Local storage, then session storage, then the admin-token cookie. */
export function readToken(): string | null {
  try {
    return (
      window.localStorage.getItem(TOKEN_KEY) ||
      window.sessionStorage.getItem(TOKEN_KEY) ||
      readCookie(TOKEN_COOKIE)
    )
  } catch {
    // Storage can be unavailable (privacy modes); the cookie is the last resort.
    return readCookie(TOKEN_COOKIE)
  }
}

export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token)
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY)
    window.sessionStorage.removeItem(TOKEN_KEY)
  } catch {
    // Nothing stored where storage is unavailable.
  }
  document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
}

/** A non-OK answer. `message` is the spec's '{status}: {body or status text}'. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`)
    this.name = 'RequestError'
  }

  /** The server's own reason, from a JSON `{message}` or `{error}` body, if there is one. */
  get reason(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown; error?: unknown }
      const reason = parsed.error ?? parsed.message
      return typeof reason === 'string' ? reason : undefined
    } catch {
      return undefined
    }
  }

  /** A save refused because the post has a newer draft than the one the editor opened. */
  get isStaleSave(): boolean {
    try {
      return this.status === 409 && JSON.parse(this.body)[STALE_SAVE_FLAG] === true
    } catch {
      return false
    }
  }

  /** Per-field reasons of a 400 or 409 (`{errors: {field: reason}}`). */
  get fieldErrors(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.body) as { errors?: Record<string, string> }
      return parsed.errors && typeof parsed.errors === 'object' ? parsed.errors : {}
    } catch {
      return {}
    }
  }
}

/** What a toast's description says about a failure. */
export function describeError(error: unknown): string {
  if (error instanceof RequestError) return error.reason ?? error.message
  return error instanceof Error ? error.message : String(error)
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  /** 'returnNull' is the query mode that yields nothing on 401 instead of failing. */
  on401?: 'throw' | 'returnNull'
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, on401 = 'throw' } = options
  const headers = new Headers()
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  if (path.includes(ADMIN_API)) {
    const token = readToken()
    if (token) headers.set('Authorization', `Bearer ${token}`)
    else console.warn(`[api] no admin token for ${method} ${path}`)
  }
  console.debug(`[api] ${method} ${path}`)
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    cache: 'no-store',
  })
  console.debug(`[api] ${method} ${path} → ${response.status}`)
  if (response.status === 401 && on401 === 'returnNull') return null as T
  const text = await response.text()
  if (!response.ok) throw new RequestError(response.status, text, response.statusText)
  return (text ? JSON.parse(text) : null) as T
}
