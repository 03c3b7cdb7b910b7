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

import { payloadRoute } from '@/lib/http/payloadRoutes'

export const GET = payloadRoute(REST_GET(config))
export const POST = payloadRoute(REST_POST(config))
export const DELETE = payloadRoute(REST_DELETE(config))
export const PATCH = payloadRoute(REST_PATCH(config))
export const PUT = payloadRoute(REST_PUT(config))
export const OPTIONS = payloadRoute(REST_OPTIONS(config))
