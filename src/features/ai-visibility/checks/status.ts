/** A check's verdict: passed, passed with a warning (half its weight), failed, or not applicable. */
export type CheckStatus = 'pass' | 'warn' | 'fail' | 'n/a'
