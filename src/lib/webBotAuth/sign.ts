import { sign } from 'node:crypto'

import { httpbis } from 'http-message-signatures'

import type { WebBotAuthKey } from './key'

/** The label of the checker's one signature, and the Signature-Agent member it covers. */
const LABEL = 'sig1'
/** How long a signature stays valid: a check lasts seconds, a redirect chain a few more. */
const LIFETIME_SECONDS = 60

export type SignedHeaders = {
  'signature-agent': string
  'signature-input': string
  signature: string
}

/**
 * Web Bot Auth (draft-ietf-webbotauth-httpsig-protocol-01) headers for one request: a
 * `Signature-Agent` dictionary whose member names the key directory, and an RFC 9421 Ed25519
 * signature over `@authority` and that member, tagged `web-bot-auth`, with `created`,
 * `expires` and the key's RFC 7638 thumbprint as `keyid`.
 */
export async function webBotAuthHeaders(
  url: URL,
  key: WebBotAuthKey,
  directoryUrl: string,
  now = new Date(),
): Promise<SignedHeaders> {
  const agent = `${LABEL}="${directoryUrl}"`
  const created = new Date(Math.floor(now.getTime() / 1000) * 1000)
  const signed = await httpbis.signMessage(
    {
      name: LABEL,
      key: {
        id: key.thumbprint,
        alg: 'ed25519',
        sign: async (data) => sign(null, data, key.privateKey),
      },
      fields: ['@authority', `signature-agent;key="${LABEL}"`],
      params: ['created', 'expires', 'keyid', 'tag'],
      paramValues: {
        created,
        expires: new Date(created.getTime() + LIFETIME_SECONDS * 1000),
        keyid: key.thumbprint,
        tag: 'web-bot-auth',
      },
    },
    { method: 'GET', url, headers: { 'signature-agent': agent } },
  )
  const headers = signed.headers as Record<string, string>
  return {
    'signature-agent': agent,
    'signature-input': headers['Signature-Input'] ?? headers['signature-input']!,
    signature: headers.Signature ?? headers.signature!,
  }
}
