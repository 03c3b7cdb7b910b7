import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { type KeepsVersions, payloadRoute } from '@/lib/http/payloadRoutes'

const keepsVersions: KeepsVersions = async (kind, slug) => {
  const { collections, globals } = await config
  const entity = (kind === 'global' ? globals : collections).find((each) => each.slug === slug)
  return Boolean(entity?.versions)
}
const options = { keepsVersions }

export const GET = payloadRoute(REST_GET(config), options)
export const POST = payloadRoute(REST_POST(config), options)
export const DELETE = payloadRoute(REST_DELETE(config), options)
export const PATCH = payloadRoute(REST_PATCH(config), options)
export const PUT = payloadRoute(REST_PUT(config), options)
export const OPTIONS = payloadRoute(REST_OPTIONS(config), options)
