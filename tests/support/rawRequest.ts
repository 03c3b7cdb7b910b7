import http from 'node:http'

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
