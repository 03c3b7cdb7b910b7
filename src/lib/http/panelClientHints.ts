type HeaderRule = {
  source: string
  headers: { key: string; value: string }[]
  [option: string]: unknown
}

/**
 * Payload's `withPayload` asks every response of the site for the visitor's colour scheme
 * (`Accept-CH`, `Critical-CH` and `Vary: Sec-CH-Prefers-Color-Scheme`), which only its own panel
 * reads to pick a light or dark theme. On a public page that costs dearly: `Critical-CH` makes a
 * Chromium browser throw away the first answer and request the page again, one more round trip
 * before anything paints, and the `Vary` splits every shared cache by colour scheme. This keeps
 * Payload's rule and moves it from the whole site to the panel's paths.
 */
export function clientHintsOnlyOnPanel(rules: HeaderRule[], panelRoute: string): HeaderRule[] {
  return rules.map((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
      ? { ...rule, source: `${panelRoute}/:path*` }
      : rule,
  )
}
