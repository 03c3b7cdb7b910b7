import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { refuseMalformedJson } from '@/lib/http/payloadInput'

export const POST = refuseMalformedJson(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
