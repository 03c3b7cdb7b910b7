/**
 * What to tell a visitor whose domain did not resolve: a name that has no address records, a
 * likely typo (a misspelt or impossible top-level domain, a missing dot after www), a name
 * reserved never to resolve, or a DNS failure that may pass.
 */

/** The name does not exist or has no address records (getaddrinfo and c-ares spellings). */
export const DNS_NOT_FOUND_CODES = ['ENOTFOUND', 'EAI_NONAME', 'EAI_NODATA', 'ENODATA']
/** The resolver could not answer now: SERVFAIL, a timeout, a refused upstream. */
export const DNS_TEMPORARY_CODES = ['EAI_AGAIN', 'ESERVFAIL', 'ETIMEOUT', 'EAI_FAIL']

/** Misspellings of common top-level domains, with the one most likely meant. */
const MISSPELT_TLDS: Record<string, string> = {
  con: 'com',
  cmo: 'com',
  ocm: 'com',
  cpm: 'com',
  vom: 'com',
  xom: 'com',
  comm: 'com',
  coom: 'com',
  comn: 'com',
  cm: 'com',
  om: 'com',
  c0m: 'com',
  ner: 'net',
  nte: 'net',
  ent: 'net',
  nett: 'net',
  ogr: 'org',
  rog: 'org',
  orgg: 'org',
  prg: 'org',
  couk: 'co.uk',
  ocuk: 'co.uk',
  comau: 'com.au',
}

/** Special-use names (RFC 2606, RFC 6761, RFC 6762, RFC 8375) that never resolve publicly. */
const RESERVED_TLDS = new Set(['invalid', 'test', 'example', 'localhost', 'local', 'internal'])

export type DnsDiagnosis =
  | { kind: 'typo'; suggestion: string | null; tld: string }
  | { kind: 'reserved'; tld: string }
  | { kind: 'not-found'; suggestion: string | null }
  | { kind: 'temporary' }

/** A name's labels before its last, and its last label: the top-level domain as typed. */
function splitName(host: string): { rest: string[]; tld: string } {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.')
  return { rest: labels.slice(0, -1), tld: labels[labels.length - 1] ?? '' }
}

/** Top-level domains that exist, yet are mostly typed when .com was meant. */
const REAL_BUT_MEANT_AS_COM = new Set(['cm', 'om'])

/** Sorts a DNS failure of `host`: temporary, or by the shape of the name that was not found. */
export function diagnoseDns(host: string, temporary: boolean): DnsDiagnosis {
  const { rest, tld } = splitName(host)
  // A reserved name never resolves, whether or not the resolver answered this time.
  if (RESERVED_TLDS.has(tld) || host.toLowerCase().endsWith('.home.arpa')) {
    return { kind: 'reserved', tld: host.toLowerCase().endsWith('.home.arpa') ? 'home.arpa' : tld }
  }
  if (temporary) return { kind: 'temporary' }
  const meant = MISSPELT_TLDS[tld]
  if (meant && rest.length > 0) {
    const suggestion = [...rest, meant].join('.')
    return REAL_BUT_MEANT_AS_COM.has(tld)
      ? { kind: 'not-found', suggestion }
      : { kind: 'typo', tld, suggestion }
  }
  // A top-level domain is letters only (or an xn-- IDN label): a digit or hyphen is a slip.
  if (!/^[a-z]{2,63}$/.test(tld) && !tld.startsWith('xn--')) {
    return { kind: 'typo', tld, suggestion: null }
  }
  // "wwwexample.com": the dot after www went missing.
  const first = rest[0] ?? ''
  if (/^www[a-z0-9]/.test(first) && first.length > 4) {
    return {
      kind: 'not-found',
      suggestion: ['www', first.slice(3), ...rest.slice(1), tld].join('.'),
    }
  }
  return { kind: 'not-found', suggestion: null }
}

/** The sentence the visitor reads. */
export function dnsMessage(domain: string, diagnosis: DnsDiagnosis): string {
  switch (diagnosis.kind) {
    case 'temporary':
      return `${domain} could not be resolved right now: DNS did not answer. Please try again in a minute.`
    case 'reserved':
      return `${domain} was not found in DNS: .${diagnosis.tld} names are reserved and never resolve on the internet.`
    case 'typo':
      return diagnosis.suggestion
        ? `${domain} was not found in DNS, and .${diagnosis.tld} looks like a typo. Did you mean ${diagnosis.suggestion}?`
        : `${domain} was not found in DNS: .${diagnosis.tld} is not a top-level domain. Check the spelling of the domain.`
    case 'not-found':
      return diagnosis.suggestion
        ? `${domain} was not found in DNS: the name has no address records. Did you mean ${diagnosis.suggestion}?`
        : `${domain} was not found in DNS: the name has no address records. Check that it is spelt as you meant and registered.`
  }
}
