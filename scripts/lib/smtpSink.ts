import { SMTPServer } from 'smtp-server'

/** One email as the sink received it: the envelope's recipients and the raw message. */
export type ReceivedMail = { to: string[]; raw: string }

export type SmtpSink = { url: string; close(): Promise<void> }

/** The Reply-To address of a raw message (the team notification carries the submitter's). */
export const replyToOf = (raw: string): string =>
  /^reply-to:\s*<?([^>\r\n]+)>?/im.exec(raw)?.[1]?.trim() ?? '?'

/**
 * A local SMTP server on 127.0.0.1:`port` that accepts every message without authentication
 * and hands it to `onMail`: the stand-in for the team's mail server in tests and benchmarks.
 */
export async function startSmtpSink(
  port: number,
  onMail: (mail: ReceivedMail) => void,
): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        onMail({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
