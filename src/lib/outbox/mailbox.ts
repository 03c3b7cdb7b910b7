import { domainToASCII } from 'node:url'

/**
 * Providers whose mailboxes ignore dots in the local part, mapped to the domain their mail
 * lands in: Gmail, where `j.doe@`, `jdoe@` and `J.Do.e@` are one inbox, and googlemail.com,
 * which is the same inbox as gmail.com. Other providers keep the dots: for them a dot may tell
 * two people apart.
 */
export const DOTLESS_PROVIDERS: ReadonlyMap<string, string> = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
])

/**
 * The inbox an address delivers to, as the outbox counts it: lower case (no provider of note
 * tells `Ann@` from `ann@`), the `+tag` of sub-addressing removed (whatever the provider: one
 * that took `+` literally would only share a budget), dots removed where the provider ignores
 * them, the domain in ASCII without a trailing dot. Not an address to send to.
 */
export function normalizeMailbox(address: string): string {
  const trimmed = address.trim().toLowerCase()
  const at = trimmed.lastIndexOf('@')
  if (at <= 0 || at === trimmed.length - 1) return trimmed
  let local = trimmed.slice(0, at)
  const written = trimmed.slice(at + 1).replace(/\.+$/, '')
  let domain = domainToASCII(written) || written
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  const provider = DOTLESS_PROVIDERS.get(domain)
  if (provider) {
    local = local.replace(/\./g, '') || local
    domain = provider
  }
  return `${local}@${domain}`
}
