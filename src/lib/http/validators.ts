import { createHash } from 'node:crypto'

import { NextResponse } from 'next/server'

import { matchesEtag } from './etag'

/**
 * A JSON answer with an ETag of its bytes: a client (or a crawler, or the proxy) that sends the
 * ETag back with If-None-Match gets 304 and no body when nothing changed.
 */
export function jsonWithValidators(request: Request, body: unknown): NextResponse {
  const json = JSON.stringify(body)
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`
  if (matchesEtag(request.headers.get('if-none-match'), etag)) {
    return new NextResponse(null, { status: 304, headers: { etag } })
  }
  return new NextResponse(json, {
    status: 200,
    headers: { 'content-type': 'application/json', etag },
  })
}
