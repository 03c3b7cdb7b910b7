/**
 * Which hero images next/image may optimise: uploads and bundled images without a query string
 * (the localPatterns of next.config.ts). Anything else, a hosted URL or a data URI, is shown as
 * is, because the optimiser refuses sources it is not configured for.
 */
export function isOptimizable(src: string): boolean {
  return /^\/(api\/media\/file|images)\/[^?#]+$/.test(src)
}
