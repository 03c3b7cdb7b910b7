/** A check that cannot produce a result; `status` is the HTTP status the API answers with. */
export class CheckError extends Error {
  constructor(
    readonly status: 400 | 502 | 504,
    message: string,
  ) {
    super(message)
    this.name = 'CheckError'
  }
}
