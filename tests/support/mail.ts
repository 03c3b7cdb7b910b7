import type { ReceivedMail } from '../../scripts/lib/smtpSink'

/** Reading the emails an SMTP sink received (scripts/lib/smtpSink.ts) in integration tests. */

/** A decoded email: its unfolded headers and its text. */
export type Mail = { headers: string; text: string }

const bytesOf = (escaped: string) =>
  Buffer.from(
    escaped.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** Header words encoded as `=?UTF-8?Q?...?=` (a subject with an arrow), as text. */
const decodeWords = (headers: string) =>
  headers
    .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) => bytesOf(word.replace(/_/g, ' ')))

export function decode(raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ')
  let body = raw.slice(split).replace(/^\r?\n\r?\n/, '')
  if (/^content-transfer-encoding:\s*quoted-printable/im.test(headers)) {
    body = bytesOf(body.replace(/=\r?\n/g, ''))
  } else if (/^content-transfer-encoding:\s*base64/im.test(headers)) {
    body = Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
  }
  return { headers: decodeWords(headers), text: body.replace(/\r\n/g, '\n') }
}

/** The decoded emails in `mails` addressed to `address` (as the envelope spells it). */
export const mailsIn = (mails: ReceivedMail[], address: string): Mail[] =>
  mails
    .filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()))
    .map((mail) => decode(mail.raw))

/** The URL that follows `label` in a mail's text. */
export function linkIn(mail: Mail, label: RegExp): string {
  const url = new RegExp(`${label.source}\\s*(\\S+)`).exec(mail.text)?.[1]
  if (!url) throw new Error(`no link after ${label} in:\n${mail.text}`)
  return url
}

/** The URL of a mail's List-Unsubscribe header. */
export function listUnsubscribeOf(mail: Mail): string {
  const url = /^List-Unsubscribe: <([^>]+)>/im.exec(mail.headers)?.[1]
  if (!url) throw new Error(`no List-Unsubscribe in:\n${mail.headers}`)
  return url
}

/** A mail's subject line. */
export const subjectOf = (mail: Mail): string => /^subject: (.*)$/im.exec(mail.headers)?.[1] ?? ''
