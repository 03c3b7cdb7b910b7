import { NextResponse } from 'next/server'

/** The one typed error handlers throw; `toErrorResponse` turns it into JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export function toErrorResponse(error: unknown): NextResponse {
  if (error instanceof ApiError) {
    return NextResponse.json({ message: error.message, ...error.details }, { status: error.status })
  }
  console.error(error)
  return NextResponse.json({ message: 'Something went wrong on our side.' }, { status: 500 })
}

/** Wraps a route handler so that every thrown error becomes a JSON answer without a stack. */
export function handle<Args extends unknown[]>(
  fn: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await fn(...args)
    } catch (error) {
      return toErrorResponse(error)
    }
  }
}
