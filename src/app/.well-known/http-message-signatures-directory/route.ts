import { KEY_DIRECTORY_MEDIA_TYPE, keyDirectory } from '@/lib/webBotAuth/siteKey'

// The key comes from the environment of the running server, never from the build.
export const dynamic = 'force-dynamic'

/**
 * The public keys the AI Visibility Checker signs its requests with (Web Bot Auth): a JWKS
 * whose `kid` is each key's RFC 7638 thumbprint, served with the directory's media type. It is
 * public by design, costs a JSON encoding of one key, and holds nothing secret.
 */
export function GET() {
  return new Response(JSON.stringify(keyDirectory()), {
    headers: {
      'Content-Type': KEY_DIRECTORY_MEDIA_TYPE,
      'Cache-Control': 'public, max-age=3600',
      'Access-Control-Allow-Origin': '*',
    },
  })
}
