import { env } from '@/env'
import { absoluteUrl } from '@/lib/site'

import { keyFromSeed, newSeed, type WebBotAuthKey } from './key'
import { type SignedHeaders, webBotAuthHeaders } from './sign'

/** Where this site publishes its Web Bot Auth keys (a JWKS). */
export const KEY_DIRECTORY_PATH = '/.well-known/http-message-signatures-directory'
export const KEY_DIRECTORY_MEDIA_TYPE = 'application/http-message-signatures-directory+json'

let cached: { seed: string; key: WebBotAuthKey } | undefined
let generated: string | undefined

/**
 * The site's signing key, from WEB_BOT_AUTH_KEY (which the launcher generates into .data/ when
 * it is unset outside production). A process started without it (a test's own app) makes one
 * for its lifetime, which its own key directory then serves.
 */
export function siteWebBotAuthKey(): WebBotAuthKey {
  const seed = env().WEB_BOT_AUTH_KEY ?? (generated ??= newSeed())
  if (cached?.seed !== seed) cached = { seed, key: keyFromSeed(seed) }
  return cached.key
}

/** The public half of the site's key, as the key directory serves it. */
export function keyDirectory(): { keys: (WebBotAuthKey['publicJwk'] & { use: 'sig' })[] } {
  return { keys: [{ ...siteWebBotAuthKey().publicJwk, use: 'sig' }] }
}

/** Signs one of the site's outgoing requests as this site's agent. */
export function signAsThisSite(url: URL): Promise<SignedHeaders> {
  return webBotAuthHeaders(url, siteWebBotAuthKey(), absoluteUrl(KEY_DIRECTORY_PATH))
}
