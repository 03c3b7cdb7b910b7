import { env } from '@/env'

/** Absolute URL on this site, from SITE_URL. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${env().SITE_URL}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}
