/**
 * What an older instance answers during a rolling deploy: the spec's fields only. Shared by the
 * unit tests of `normalizeAnswer` and the end-to-end tests of the results view.
 */
export const SPEC_ONLY_RESULT = {
  domain: 'older.example',
  aiVisibilityScore: 61,
  robotsTxtAccessible: true,
  allowsGPTBot: false,
  allowsAnthropicBot: true,
  allowsPerplexityBot: true,
  hasStructuredData: false,
  structuredDataTypes: [],
  hasMetaTags: true,
  htmlMetaData: { description: 'An older answer' },
  rawRobotsTxt: 'User-agent: GPTBot\nDisallow: /\n',
}
