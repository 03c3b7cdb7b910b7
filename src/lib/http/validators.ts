import { createHash } from 'node:crypto'

import { NextResponse } from 'next/server'

import { matchesEtag } from './etag'

/** A JSON answer's bytes and their ETag, made once, so that a cached answer costs no hashing. */
export type SerializedJson = { json: string; etag: string }

export function serializeJson(body: unknown): SerializedJson {
  const json = JSON.stringify(body)
  return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` }
}

/**
 * A JSON answer with an ETag of its bytes: a client (or a crawler, or the proxy) that sends the
 * ETag back with If-None-Match gets 304 and no body when nothing changed.
 */
export function answerJson(request: Request, { json, etag }: SerializedJson): NextResponse {
  if (matchesEtag(request.headers.get('if-none-match'), etag)) {
    return new NextResponse(null, { status: 304, headers: { etag } })
  }
  return new NextResponse(json, {
    status: 200,
    headers: { 'content-type': 'application/json', etag },
  })
}
