import type { Fetched } from '../fetch/fetcher'

/**
 * Pay-per-crawl: a server that answers a crawler HTTP 402 Payment Required wants paying before
 * it shows the page. Cloudflare's pay per crawl names its price in a `crawler-price` header
 * ('USD 0.01'); the x402 protocol puts its terms in a JSON body (`x402Version`, `accepts[]`) or,
 * base64-encoded, in a `payment-required` header.
 */
export type PayPerCrawl = { crawler: string; status: number; price: string | null }

type Response = Extract<Fetched, { kind: 'response' }>

/** Tokens whose number of decimals is well known, for assets that do not state theirs. */
const KNOWN_DECIMALS: Record<string, number> = { USDC: 6, USDT: 6, EURC: 6 }

/** '10000' with 6 decimals is '0.01'; exact, without floating point. */
export function formatUnits(amount: string, decimals: number): string {
  const digits = amount.replace(/^0+(?=\d)/, '').padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

type X402Accept = {
  maxAmountRequired?: unknown
  amount?: unknown
  asset?: unknown
  network?: unknown
  extra?: { name?: unknown; decimals?: unknown } | null
}

/** The price of the first payment option of an x402 answer, e.g. '0.01 USDC on base'. */
export function x402Price(terms: unknown): string | null {
  if (!terms || typeof terms !== 'object' || !('x402Version' in terms)) return null
  const accepts = (terms as { accepts?: unknown }).accepts
  if (!Array.isArray(accepts)) return null
  for (const option of accepts as X402Accept[]) {
    if (!option || typeof option !== 'object') continue
    const raw = option.maxAmountRequired ?? option.amount
    const amount = typeof raw === 'number' ? String(raw) : raw
    if (typeof amount !== 'string' || !/^\d{1,78}$/.test(amount)) continue
    const name = typeof option.extra?.name === 'string' ? option.extra.name.trim() : ''
    const asset = name || (typeof option.asset === 'string' ? option.asset.trim() : '')
    const stated = option.extra?.decimals
    const decimals =
      typeof stated === 'number' && Number.isInteger(stated) && stated >= 0 && stated <= 36
        ? stated
        : KNOWN_DECIMALS[name.toUpperCase()]
    const network =
      typeof option.network === 'string' && option.network ? ` on ${option.network}` : ''
    const value =
      decimals === undefined
        ? `${amount} base units${asset ? ` of ${asset}` : ''}`
        : `${formatUnits(amount, decimals)}${asset ? ` ${asset}` : ''}`
    return `${value}${network}`.slice(0, 200)
  }
  return null
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** What a 402 asks for: Cloudflare's price header first, then x402 terms; null when unstated. */
export function paymentPrice(answer: Response): string | null {
  const header = answer.headers['crawler-price']?.trim()
  if (header) return header.slice(0, 200)
  const fromBody = x402Price(parseJson(answer.body.subarray(0, 64 * 1024).toString('utf8')))
  if (fromBody) return fromBody
  const encoded = answer.headers['payment-required']?.trim()
  if (encoded) {
    return x402Price(parseJson(Buffer.from(encoded, 'base64').toString('utf8')))
  }
  return null
}

/** The crawlers answered 402, with the price each is asked. */
export function payPerCrawlOf(
  answers: readonly { token: string; fetched: Fetched }[],
): PayPerCrawl[] {
  return answers.flatMap(({ token, fetched }) =>
    fetched.kind === 'response' && fetched.status === 402
      ? [{ crawler: token, status: 402, price: paymentPrice(fetched) }]
      : [],
  )
}
