import type { EmailAdapter, SendEmailOptions } from 'payload'
import nodemailer, { type Transporter } from 'nodemailer'

import { logRepeatedFailure } from '@/lib/jobs/failureLog'

/**
 * Payload's email adapter interface, implemented on nodemailer. @payloadcms/email-nodemailer is
 * published only up to 3.90.1, and Payload 3.90.2 refuses a mismatched Payload package at
 * start-up, so this small adapter stands in for it.
 *
 * With an SMTP URL every message goes through that server; a failed send throws, so the job that
 * sent it is retried. Without one, messages are written to the server log and count as sent, so
 * the default set-up works offline.
 */
export type NodemailerAdapterOptions = {
  /** smtp://user:pass@host:587 or smtps://…; undefined writes emails to the log. */
  smtpUrl?: string
  /** 'Name <address>' or a bare address. */
  from: string
}

/** Short timeouts: a job must fail (and be retried) rather than hang on a dead server. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

/**
 * A few kept-open connections, reused message after message: a burst of notifications costs
 * one SMTP handshake per connection, not one per email.
 */
const SMTP_POOL = { pool: true, maxConnections: 5, maxMessages: 500 } as const

export function parseFrom(from: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from)
  if (match) return { name: match[1]!.trim(), address: match[2]!.trim() }
  return { name: '', address: from.trim() }
}

export const nodemailerAdapter =
  ({ smtpUrl, from }: NodemailerAdapterOptions): EmailAdapter =>
  ({ payload }) => {
    const { name: defaultFromName, address: defaultFromAddress } = parseFrom(from)
    let transport: Transporter | undefined

    const sendEmail = async (message: SendEmailOptions) => {
      const mail = {
        ...message,
        from: message.from ?? { name: defaultFromName, address: defaultFromAddress },
      }
      if (!smtpUrl) {
        payload.logger.info({
          msg: `Email (SMTP_URL is not set, so it is logged instead of sent): ${String(mail.subject ?? '')}`,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        })
        return { logged: true }
      }
      if (!transport) {
        transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_POOL, ...SMTP_TIMEOUTS })
        // A pooled connection dropped by the server fails the sends on it (which are retried).
        transport.on('error', (error) => logRepeatedFailure(payload.logger, 'SMTP pool', error))
      }
      return transport.sendMail(mail)
    }

    return { name: 'nodemailer', defaultFromAddress, defaultFromName, sendEmail }
  }
