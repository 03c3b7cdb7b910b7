import { ServerResponse } from 'node:http'

/**
 * One Location header per redirect. Next.js 16.4.6 answers a redirect made while rendering a
 * prerendered page (the article route's old addresses) with two identical Location headers
 * whenever it renders it afresh: the render sets the header, then the page cache's copy of the
 * response headers is appended to the same Node response (build/templates/app-page.js,
 * `res.appendHeader` for each of `cachedData.headers`; vercel/next.js#82117). Browsers follow
 * it, but a proxy or client that joins repeated headers reads "/a, /a". Here an appended
 * Location equal to the one already set is dropped; anything else is appended as before.
 *
 * Relies on Next appending through Node's `ServerResponse.prototype.appendHeader`. Checked
 * against next 16.4.6 on Node 22. Guarded by
 * "a renamed post's old address answers with one Location" in tests/e2e/redirects.e2e.ts. Goes
 * once Next replays cached headers without repeating them (vercel/next.js#95913).
 */
const PATCHED = Symbol.for('agency.singleLocation')

type Patchable = typeof ServerResponse.prototype & { [PATCHED]?: true }

export function keepOneLocation(): void {
  const proto = ServerResponse.prototype as Patchable
  if (proto[PATCHED]) return
  const append = proto.appendHeader
  proto.appendHeader = function (this: ServerResponse, name, value) {
    const current = name.toLowerCase() === 'location' ? this.getHeader('location') : undefined
    if (current !== undefined && String(current) === String(value)) return this
    return append.call(this, name, value)
  }
  proto[PATCHED] = true
}
