import { getSiteSettings } from '@/data/settings'
import { absoluteUrl } from '@/lib/site'

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability. The contact is the team
 * address from the site settings; Expires stays about six months ahead because the file is
 * regenerated daily.
 */
export const dynamic = 'force-static'
export const revalidate = 86400

const SIX_MONTHS_MS = 182 * 24 * 60 * 60 * 1000

export async function GET() {
  const { teamEmail } = await getSiteSettings()
  const expires = new Date(Date.now() + SIX_MONTHS_MS)
  expires.setUTCHours(0, 0, 0, 0)
  const body = [
    `Contact: mailto:${teamEmail}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en',
    `Canonical: ${absoluteUrl('/.well-known/security.txt')}`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
