import { notFound, permanentRedirect } from 'next/navigation'

import { findRedirect } from '@/data/redirects'

type Props = { params: Promise<{ notFound: string[] }> }

/**
 * With several root layouts (site, Payload, dashboard) there is no app-wide not-found page, so
 * every path no other route claims lands here. A redirect made in /cms answers first (308);
 * any other path renders the site's 404 inside its layout. Redirects therefore never hide a
 * page of the site.
 */
export default async function CatchAll({ params }: Props): Promise<never> {
  const { notFound: segments } = await params
  const target = await findRedirect(`/${segments.join('/')}`)
  if (target) permanentRedirect(target)
  notFound()
}
