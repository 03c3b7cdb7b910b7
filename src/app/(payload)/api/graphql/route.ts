import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { payloadRoute } from '@/lib/http/payloadRoutes'

export const POST = payloadRoute(GRAPHQL_POST(config), 'graphql')
export const OPTIONS = REST_OPTIONS(config)
