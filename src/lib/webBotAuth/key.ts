import { createHash, createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto'

/**
 * The Ed25519 key the site signs its outgoing requests with (Web Bot Auth). It is configured as
 * the private key's 32-byte seed in base64url (the `d` of its JWK); the public half, its JWK and
 * its RFC 7638 thumbprint are derived from it.
 */
export type WebBotAuthKey = {
  privateKey: KeyObject
  /** The public JWK as the key directory serves it: kty, crv, x, and kid = the thumbprint. */
  publicJwk: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string }
  /** RFC 7638 JWK SHA-256 thumbprint, base64url: the `keyid` of every signature. */
  thumbprint: string
}

/**
 * RFC 7638 for an OKP key (RFC 8037 A.3): SHA-256 over the JSON of its required members in
 * lexicographic order, without spaces, base64url.
 */
export function okpThumbprint(x: string): string {
  const canonical = JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x })
  return createHash('sha256').update(canonical).digest('base64url')
}

/** The key of a base64url seed: its private KeyObject and public JWK. */
export function keyFromSeed(seed: string): WebBotAuthKey {
  const d = Buffer.from(seed, 'base64url')
  if (d.length !== 32)
    throw new Error('WEB_BOT_AUTH_KEY must be a 32-byte Ed25519 seed in base64url.')
  const privateKey = createPrivateKey({
    key: { kty: 'OKP', crv: 'Ed25519', d: seed, x: publicX(d) },
    format: 'jwk',
  })
  return withPublic(privateKey)
}

/** The public `x` of a seed: Node derives it when the private key is imported as PKCS #8. */
function publicX(d: Buffer): string {
  // PKCS #8 of an Ed25519 key: a fixed 16-byte header, then the 32-byte seed (RFC 8410).
  const header = Buffer.from('302e020100300506032b657004220420', 'hex')
  const key = createPrivateKey({ key: Buffer.concat([header, d]), format: 'der', type: 'pkcs8' })
  return key.export({ format: 'jwk' }).x!
}

function withPublic(privateKey: KeyObject): WebBotAuthKey {
  const x = privateKey.export({ format: 'jwk' }).x!
  const thumbprint = okpThumbprint(x)
  return { privateKey, publicJwk: { kty: 'OKP', crv: 'Ed25519', x, kid: thumbprint }, thumbprint }
}

/** A new seed, for `npm run dev` and the tests when none is configured. */
export function newSeed(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }).d!
}
