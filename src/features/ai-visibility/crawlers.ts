/**
 * The AI crawlers the checker reports on: one table, one row per robots.txt product token.
 *
 * `scored` rows count towards the score; legacy tokens are reported so that a site owner sees
 * rules aimed at them, but no current crawler obeys them any more.
 */
export type CrawlerPurpose = 'training' | 'search' | 'user'

export type Crawler = {
  token: string
  company: string
  purpose: CrawlerPurpose
  scored: boolean
  legacy?: boolean
}

export const PURPOSE_LABELS: Record<CrawlerPurpose, string> = {
  training: 'Model training',
  search: 'AI search',
  user: 'User-triggered fetch',
}

export const CRAWLERS: readonly Crawler[] = [
  { token: 'GPTBot', company: 'OpenAI', purpose: 'training', scored: true },
  { token: 'OAI-SearchBot', company: 'OpenAI', purpose: 'search', scored: true },
  { token: 'ChatGPT-User', company: 'OpenAI', purpose: 'user', scored: true },
  { token: 'ClaudeBot', company: 'Anthropic', purpose: 'training', scored: true },
  { token: 'Claude-SearchBot', company: 'Anthropic', purpose: 'search', scored: true },
  { token: 'Claude-User', company: 'Anthropic', purpose: 'user', scored: true },
  { token: 'anthropic-ai', company: 'Anthropic', purpose: 'training', scored: false, legacy: true },
  { token: 'Claude-Web', company: 'Anthropic', purpose: 'user', scored: false, legacy: true },
  { token: 'PerplexityBot', company: 'Perplexity', purpose: 'search', scored: true },
  { token: 'Perplexity-User', company: 'Perplexity', purpose: 'user', scored: true },
  { token: 'Google-Extended', company: 'Google', purpose: 'training', scored: true },
  { token: 'Googlebot', company: 'Google', purpose: 'search', scored: true },
  { token: 'Applebot', company: 'Apple', purpose: 'search', scored: true },
  { token: 'Applebot-Extended', company: 'Apple', purpose: 'training', scored: true },
  { token: 'Bingbot', company: 'Microsoft', purpose: 'search', scored: true },
  { token: 'meta-externalagent', company: 'Meta', purpose: 'training', scored: true },
  { token: 'meta-externalfetcher', company: 'Meta', purpose: 'user', scored: true },
  { token: 'Amazonbot', company: 'Amazon', purpose: 'training', scored: true },
  { token: 'CCBot', company: 'Common Crawl', purpose: 'training', scored: true },
  { token: 'Bytespider', company: 'ByteDance', purpose: 'training', scored: true },
  { token: 'MistralAI-User', company: 'Mistral', purpose: 'user', scored: true },
  { token: 'DuckAssistBot', company: 'DuckDuckGo', purpose: 'search', scored: true },
  { token: 'cohere-training-data-crawler', company: 'Cohere', purpose: 'training', scored: true },
  { token: 'YouBot', company: 'You.com', purpose: 'search', scored: true },
]

/** The three crawlers the spec's result names (allowsGPTBot, allowsAnthropicBot, allowsPerplexityBot). */
export const HEADLINE_TOKENS = {
  openai: 'GPTBot',
  anthropic: 'ClaudeBot',
  perplexity: 'PerplexityBot',
} as const
