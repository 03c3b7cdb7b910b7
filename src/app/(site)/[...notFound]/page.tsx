import { notFound } from 'next/navigation'

/**
 * With several root layouts (site, Payload, dashboard) there is no app-wide not-found page, so
 * every path no other route claims lands here and renders the site's 404 inside its layout.
 */
export default function CatchAll(): never {
  notFound()
}
