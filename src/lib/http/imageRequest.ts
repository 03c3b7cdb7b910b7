/**
 * The image optimiser (`/_next/image`) answers only the exact addresses next/image writes into
 * the site's pages: `?url=<encodeURIComponent(src)>&w=<width>&q=<quality>`, in that order and
 * nothing else, `src` an upload (`/api/media/file/<name>`) or a bundled image (`/images/…`)
 * with no query, fragment, dot segment or escaped separator, one of the widths and qualities
 * below. Every other spelling of an image would be another encode (a second or more of CPU for
 * AVIF) and another cache entry; the proxy (src/proxy.ts) refuses it with a 400 before the
 * optimiser starts. next.config.ts takes the widths and qualities from here.
 *
 * Client-safe and free of the environment: next.config.ts imports it.
 */

/** Next's default device widths without 3840: the widest slot (the article hero, 1024px) needs 2048 at 2x. */
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048]
/** Next's default widths for images narrower than the screen. */
export const IMAGE_SIZES = [32, 48, 64, 96, 128, 256, 384]
/** next/image's default quality, the only one the site asks for. */
export const IMAGE_QUALITIES = [75]

const WIDTHS = new Set([...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES].map(String))
const QUALITIES = new Set(IMAGE_QUALITIES.map(String))

const CANONICAL = /^\?url=([^&]+)&w=([1-9]\d{0,4})&q=([1-9]\d{0,2})$/
/** Where the site's optimised images live, in the characters their addresses use. */
const SOURCE = /^\/(?:api\/media\/file|images)\/[\w.~%()!*'@+,;=:-]+(?:\/[\w.~%()!*'@+,;=:-]+)*$/

/** Why `src` is not an address the site renders, or null when it is. */
function sourceProblem(src: string): string | null {
  if (!SOURCE.test(src)) return 'The image address is not one the site serves.'
  let decoded: string
  try {
    decoded = decodeURIComponent(src)
  } catch {
    return 'The image address is not valid.'
  }
  // An escaped separator, fragment or query (%2F, %5C, %23, %3F) or dot segment (%2E%2E).
  if (/[#?\\]/.test(decoded) || decoded.split('/').length !== src.split('/').length) {
    return 'The image address is not canonical.'
  }
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) {
    return 'The image address is not canonical.'
  }
  return null
}

/**
 * Why an optimiser request is refused, or null for an address the site renders. `search` is
 * the raw query string, `?` included, exactly as the request sent it.
 */
export function imageRequestProblem(search: string): string | null {
  const match = CANONICAL.exec(search)
  if (!match) return 'Only the image addresses the site renders are served: ?url=…&w=…&q=…'
  const [, rawUrl = '', width = '', quality = ''] = match
  let src: string
  try {
    src = decodeURIComponent(rawUrl)
  } catch {
    return 'The image address is not valid.'
  }
  if (encodeURIComponent(src) !== rawUrl) return 'The image address is not canonical.'
  const problem = sourceProblem(src)
  if (problem) return problem
  if (!WIDTHS.has(width)) return `The width ${width} is not one the site renders.`
  if (!QUALITIES.has(quality)) return `The quality ${quality} is not one the site renders.`
  return null
}
