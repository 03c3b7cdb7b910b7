/**
 * The scripts' environment: the one module in scripts/ that reads or writes process.env (lint
 * enforces it), as src/env.ts is for the app. Values are read on every call, because the
 * launcher and the harnesses set variables (DATABASE_URL, NEXT_DIST_DIR…) for the children they
 * start after this module has loaded.
 */
import { z } from 'zod'

/** Where `next build` writes unless NEXT_DIST_DIR says otherwise. */
export const DEFAULT_DIST_DIR = '.next'

const optional = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined))
const count = (fallback: number) =>
  optional.transform((value) => {
    const parsed = Number(value)
    return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
  })

const schema = z.object({
  NEXT_DIST_DIR: optional,
  /** `standalone`: Next's self-contained server output (the production image, the test build). */
  NEXT_OUTPUT: optional,
  NODE_ENV: optional,
  DATABASE_URL: optional,
  PAYLOAD_SECRET: optional,
  WEB_BOT_AUTH_KEY: optional,
  SITE_URL: optional,
  /** `next start`'s idle keep-alive timeout in ms (the standalone server reads it itself). */
  KEEP_ALIVE_TIMEOUT: optional,
  NODE_OPTIONS: optional,
  PATH: optional,
  /** The folder `npm run` was started from (npm sets it; scripts run from the repository root). */
  INIT_CWD: optional,
  CHROMIUM_PATH: optional,
  /** `npm run admin:password`: the new password, instead of asking on the terminal. */
  ADMIN_PASSWORD: optional,
  /** Lighthouse's own name for the browser it drives. */
  CHROME_PATH: optional,
  BENCH_RUNS: count(3),
  BENCH_ONLY: optional.transform((value) => value?.split(',').filter(Boolean)),
  BENCH_SECONDS: count(10),
  BENCH_CONNECTIONS: count(50),
  CLUSTER_INSTANCES: count(2),
  CLUSTER_PORT: count(8080),
  /** Set by `npm test` for its run: the branches' claim of the suites serving the build. */
  TEST_RUN_ID: optional,
  /** Set by the CI runner (GitHub Actions and most others): no terminal to ask anything of. */
  CI: optional,
})

export type ScriptEnv = z.infer<typeof schema>

/** The environment as the scripts use it, read now. */
export function scriptEnv(): ScriptEnv {
  return schema.parse(process.env)
}

/** NEXT_DIST_DIR, or `.next`: the build folder of this process and the children it starts. */
export function distDir(fallback = DEFAULT_DIST_DIR): string {
  return scriptEnv().NEXT_DIST_DIR ?? fallback
}

/** Sets variables for this process and every child it starts afterwards. */
export function setEnv(values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
}

/** Sets a variable only when it is unset (a default for code that reads it later). */
export function setEnvDefault(key: string, value: string): void {
  process.env[key] ??= value
}

/** The environment for a child process: this process's, with `extra` on top. */
export function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete env[key]
    else env[key] = value
  }
  return env
}
