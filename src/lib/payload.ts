import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Local API: pages and handlers read through it, never over HTTP. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
