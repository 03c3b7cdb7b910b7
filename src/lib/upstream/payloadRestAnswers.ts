/**
 * Two answers of Payload's REST handler (@payloadcms/next routes/rest, payload
 * utilities/handleEndpoints) that say more than a
 * client should read, told by their form.
 *
 * - A route Payload has no endpoints for (`/api/payload-migrations`) is answered 501 with a
 *   message naming the URL the server saw, which can be an internal one.
 * - A read sent as a POST (`X-HTTP-Method-Override: GET`) whose JSON body does not parse makes
 *   Payload throw the parser's SyntaxError before its own error handling, so it would be a 500.
 *
 * Relies on Payload answering a missing route with 501 and letting JSON.parse's SyntaxError
 * escape for a method-override body. Checked against @payloadcms/next and payload 3.90.2.
 * Guarded by "no answer names an internal URL: Payload routes without endpoints are a plain
 * 404" in tests/security/headers.security.ts and "answers an unreadable body 400 with a
 * message, signed in or not" in tests/int/hostileQueries.int.test.ts. Goes once Payload answers
 * both with its own 404 and 400.
 */

/** Whether Payload answered that it has no endpoint for the route. */
export const isPayloadMissingRoute = (response: Response): boolean => response.status === 501

/** Whether Payload threw on a request body that is not JSON, before its own error handling. */
export const isUnparsedBody = (error: unknown): boolean => error instanceof SyntaxError
