import { z } from 'zod'

/**
 * Every environment variable the app reads, validated in one place. `.env.example` documents
 * them. The launcher (scripts/launch.ts) fills in DATABASE_URL and PAYLOAD_SECRET for local use
 * before anything else reads them.
 */
/** The administrator created on the first start when ADMIN_EMAIL is unset. */
export const DEFAULT_ADMIN_EMAIL = 'admin@localhost.test'

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['true', '1', 'on', 'yes'].includes(value),
    )

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined))

const positiveInt = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback
      const parsed = Number(value)
      if (!Number.isInteger(parsed) || parsed < 1) {
        ctx.addIssue({ code: 'custom', message: 'must be a positive integer' })
        return z.NEVER
      }
      return parsed
    })

const nonNegativeInt = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback
      const parsed = Number(value)
      if (!Number.isInteger(parsed) || parsed < 0) {
        ctx.addIssue({ code: 'custom', message: 'must be 0 or a positive integer' })
        return z.NEVER
      }
      return parsed
    })

/** A comma-separated list of http(s) origins, each reduced to scheme://host[:port]. */
const originList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const origins: string[] = []
    for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
      if (!entry) continue
      let url: URL | undefined
      try {
        url = new URL(entry)
      } catch {
        url = undefined
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not an http(s) origin` })
        return z.NEVER
      }
      origins.push(url.origin)
    }
    return origins
  })

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: positiveInt(3000),
  SITE_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  /** Origins besides SITE_URL's whose pages may send cookie-authenticated writes. */
  TRUSTED_ORIGINS: originList,
  /** Reverse proxies in front of the app that append to X-Forwarded-For (0: clients connect directly). */
  TRUSTED_PROXY_HOPS: nonNegativeInt(0),
  /** Set by Kubernetes in every pod: traffic then comes through a proxy (a warning at 0 hops). */
  KUBERNETES_SERVICE_HOST: optionalString,
  DATABASE_URL: optionalString,
  EMBEDDED_PG_PORT: positiveInt(54329),
  EMBEDDED_PG_DIR: optionalString,
  /** Folder of PostgreSQL's pg_dump and pg_restore for backups; unset: PATH and /usr/lib/postgresql/<n>/bin. */
  PG_BIN_DIR: optionalString,
  /** Where `npm run db:backup` writes its timestamped folders. */
  BACKUP_DIR: z.string().trim().min(1).default('backups'),
  PAYLOAD_SECRET: optionalString,
  /**
   * The Ed25519 key the checker signs its requests with (Web Bot Auth): the private key's
   * 32-byte seed in base64url. The launcher generates one into .data/ for local use.
   */
  WEB_BOT_AUTH_KEY: optionalString,
  /** A dotted domain: Payload's login form at /cms refuses an address such as admin@localhost. */
  ADMIN_EMAIL: z.string().trim().min(3).default(DEFAULT_ADMIN_EMAIL),
  ADMIN_PASSWORD: optionalString,
  ADMIN_NAME: z.string().trim().min(1).default('Admin'),
  SEED_DEMO: flag(true),
  MEDIA_DIR: optionalString,
  RATE_LIMIT: flag(true),
  CONTACT_RATE_LIMIT: positiveInt(5),
  AI_CHECK_RATE_LIMIT: positiveInt(10),
  /** Requests to the public MCP server (/mcp) per client address per minute. */
  MCP_RATE_LIMIT: positiveInt(60),
  AI_CHECK_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  SMTP_URL: optionalString,
  EMAIL_FROM: z.string().trim().default('Agency Website <no-reply@localhost>'),
  JOBS_AUTORUN: flag(true),
  /** Set by the launcher for a run that only applies migrations (no first admin, no seed). */
  BOOTSTRAP_MIGRATE_ONLY: flag(false),
  // Read by Next itself and by src/lib/upstream/cacheHandler.mjs (loaded outside the app's
  // bundle); listed here so that they are validated and documented with the others.
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_KEY_PREFIX: z.string().trim().default('agency:next:'),
  PAGE_CACHE_DIR: z.string().trim().optional(),
  CACHE_PURGE_URLS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  NEXT_DEPLOYMENT_ID: optionalString,
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: z
    .string()
    .optional()
    .refine(
      (value) => !value || [16, 24, 32].includes(Buffer.from(value, 'base64').length),
      'must be base64 of 16, 24 or 32 random bytes (openssl rand -base64 32)',
    ),
  // Media on S3-compatible object storage instead of MEDIA_DIR when S3_BUCKET is set.
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag(false),
})

const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

/** The schema plus the rules that tie variables together. */
const checkedEnvSchema = envSchema.superRefine((values, ctx) => {
  if (!values.S3_BUCKET) return
  for (const name of S3_REQUIRED) {
    if (!values[name]) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set' })
    }
  }
})

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = checkedEnvSchema.safeParse(source)
  if (!result.success) {
    const reasons = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n')
    throw new EnvError(`Invalid environment:\n${reasons}`)
  }
  return result.data
}

let cached: Env | undefined

/**
 * @payloadcms/storage-s3 and the plugin-cloud-storage it builds on were last published at 3.90.1,
 * one patch behind the rest of Payload (3.90.2). Payload's development-time version check would
 * stop every dev server, CLI run and test over that gap, so src/lib/storage.ts, where the gap
 * comes from, turns it off through this; src/lib/payloadVersions.test.ts checks the installed
 * versions instead.
 */
export function disablePayloadDependencyChecker(): void {
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'
}

/** The validated environment of this process (read once). */
export function env(): Env {
  cached ??= parseEnv()
  return cached
}

/** The app itself cannot run without these; the launcher provides them locally. */
export function requireServerEnv(): Env & { DATABASE_URL: string; PAYLOAD_SECRET: string } {
  const current = env()
  const missing = (['DATABASE_URL', 'PAYLOAD_SECRET'] as const).filter((name) => !current[name])
  if (missing.length > 0) {
    throw new EnvError(
      `${missing.join(' and ')} must be set. Start the app with \`npm start\` or \`npm run dev\`, which provide them locally, or set them in the environment.`,
    )
  }
  return current as Env & { DATABASE_URL: string; PAYLOAD_SECRET: string }
}
