import { isJsonContentType } from './request'

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

/**
 * Wraps Payload's REST and GraphQL route handlers so that a body declared as JSON but not JSON
 * answers 400 in Payload's error shape; Payload itself fails on it with a 500.
 */
export function refuseMalformedJson<Context>(
  handler: RouteHandler<Context>,
): RouteHandler<Context> {
  return async (request, context) => {
    if (request.body && isJsonContentType(request.headers.get('content-type'))) {
      const text = await request.clone().text()
      if (text.trim() !== '') {
        try {
          JSON.parse(text)
        } catch {
          return Response.json(
            { errors: [{ message: 'The request body must be JSON.' }] },
            { status: 400 },
          )
        }
      }
    }
    return handler(request, context)
  }
}
