import { env } from '@/env'

/** The site's time zone (a UK business): the one /cms schedules a post in unless told. */
export const SITE_TIME_ZONE = 'Europe/London'

/** Absolute URL on this site, from SITE_URL. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${env().SITE_URL}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}
