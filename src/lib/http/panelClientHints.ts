/**
 * The colour-scheme client hints Payload's panel reads to pick a light or dark theme
 * (`Accept-CH`, `Critical-CH` and `Vary: Sec-CH-Prefers-Color-Scheme`), asked for on the panel's
 * own paths only. Payload's `withPayload` would send them with every response of the site, which
 * costs a public page dearly: `Critical-CH` makes a Chromium browser throw away the first answer
 * and request the page again, one more round trip before anything paints, and the `Vary` splits
 * every shared cache by colour scheme. So next.config.ts keeps its own header rules and adds this
 * one, rather than taking withPayload's.
 */
export function panelClientHints(panelRoute: string) {
  const hint = 'Sec-CH-Prefers-Color-Scheme'
  return {
    source: `${panelRoute}/:path*`,
    headers: [
      { key: 'Accept-CH', value: hint },
      { key: 'Vary', value: hint },
      { key: 'Critical-CH', value: hint },
    ],
  }
}
