import http from 'node:http'
import net from 'node:net'

/**
 * One HTTP request, answered as sent: status, headers and the body's bytes, not decoded (fetch
 * and Playwright's request API both undo Content-Encoding, which the compression tests check).
 */
export function rawRequest(
  url: URL,
  { headers = {}, method = 'GET' }: { headers?: Record<string, string>; method?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { headers, method }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      .on('error', reject)
      .end()
  })
}

/**
 * One request written byte for byte on a socket (`head` is the request line and headers, ending
 * in a blank line), then, if `chunk` is given, its pieces as fast as the socket takes them until
 * the answer arrives or `chunk` answers null. Answers the response's status, head and body, and
 * how many body bytes had been written by then: a server that answers before the body was sent
 * did not read it.
 */
export function rawExchange(
  url: URL,
  head: string,
  chunk?: () => Buffer | null,
): Promise<{ status: number; head: string; body: string; written: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname)
    let received = Buffer.alloc(0)
    let written = 0
    let answered = false
    const settle = () => {
      const text = received.toString('latin1')
      const end = text.indexOf('\r\n\r\n')
      const headText = text.slice(0, end)
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(headText)?.[1] ?? NaN)
      let body = text.slice(end + 4)
      if (/\r\ntransfer-encoding:\s*chunked/i.test(headText)) {
        if (!/(?:^|\r\n)0\r\n\r\n$/.test(body)) return false
        body = body.replace(/(?:^|\r\n)[0-9a-f]+\r\n/gi, '')
      } else if (Number.isFinite(length) && Buffer.byteLength(body, 'latin1') < length) {
        return false
      }
      answered = true
      socket.destroy()
      resolve({ status: Number(headText.split(' ')[1]), head: headText, body, written })
      return true
    }
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data])
      if (!answered && received.includes('\r\n\r\n')) settle()
    })
    socket.on('end', () => answered || settle() || reject(new Error('no complete answer')))
    socket.on('error', (error) => answered || reject(error))
    socket.on('connect', () => {
      socket.write(head)
      const next = () => {
        for (let piece = chunk?.(); piece && !answered; piece = chunk?.()) {
          written += piece.length
          if (!socket.write(piece)) return void socket.once('drain', next)
        }
      }
      next()
    })
  })
}
