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

/**
 * The crawlers whose published User-Agent strings the checker sends once to the home page, to
 * see whether the server (a CDN, a firewall) treats them differently from a browser. `covers`
 * names the crawler-table rows each answer stands for: Google-Extended is a robots.txt token
 * only, and Google fetches for it with Googlebot.
 */
export type AccessProbe = { token: string; userAgent: string; covers: readonly string[] }

const WEBKIT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible;'

export const ACCESS_PROBES: readonly AccessProbe[] = [
  {
    token: 'GPTBot',
    covers: ['GPTBot'],
    userAgent: `${WEBKIT} GPTBot/1.1; +https://openai.com/gptbot)`,
  },
  {
    token: 'OAI-SearchBot',
    covers: ['OAI-SearchBot'],
    userAgent: `${WEBKIT} OAI-SearchBot/1.0; +https://openai.com/searchbot)`,
  },
  {
    token: 'ChatGPT-User',
    covers: ['ChatGPT-User'],
    userAgent: `${WEBKIT} ChatGPT-User/1.0; +https://openai.com/bot)`,
  },
  {
    token: 'ClaudeBot',
    covers: ['ClaudeBot'],
    userAgent: `${WEBKIT} ClaudeBot/1.0; +claudebot@anthropic.com)`,
  },
  {
    token: 'Claude-User',
    covers: ['Claude-User'],
    userAgent: `${WEBKIT} Claude-User/1.0; +Claude-User@anthropic.com)`,
  },
  {
    token: 'PerplexityBot',
    covers: ['PerplexityBot'],
    userAgent: `${WEBKIT} PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)`,
  },
  {
    token: 'Perplexity-User',
    covers: ['Perplexity-User'],
    userAgent: `${WEBKIT} Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)`,
  },
  {
    token: 'Googlebot',
    covers: ['Googlebot', 'Google-Extended'],
    userAgent: `${WEBKIT} Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.6778.69 Safari/537.36`,
  },
]

/** The baseline the crawlers' answers are compared with: a current desktop Chrome. */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** The crawlers whose robots.txt verdict is given for every further page that is read. */
export const PAGE_CRAWLERS: readonly string[] = ACCESS_PROBES.flatMap((probe) => probe.covers)
