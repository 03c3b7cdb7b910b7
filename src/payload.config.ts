import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Admins } from './collections/Admins'
import { ContactMessages } from './collections/ContactMessages'
import { exportsPlugin } from './collections/Exports'
import { answerBadQueries } from './lib/upstream/answerBadQueries'
import { refuseMalformedInputs } from './collections/hooks/refuseMalformedInput'
import { Media } from './collections/Media'
import { Monitors } from './collections/Monitors'
import { Posts } from './collections/Posts'
import { redirects } from './collections/Redirects'
import { WaitlistEntries } from './collections/WaitlistEntries'
import { CMS_TRANSLATIONS } from './components/cms/translations'
import { requireServerEnv } from './env'
import { recheckMonitors } from './features/ai-visibility/monitor/task'
import { Offers } from './globals/Offers'
import { nameOfferRowsInErrors } from './lib/upstream/nameRowsInErrors'
import { PageSeo } from './globals/PageSeo'
import { SiteSettings } from './globals/SiteSettings'
import { jobsConfig, makeJobClaimsAtomic } from './jobs'
import { siteOrigins } from './lib/http/origin'
import { guardedPg, PAYLOAD_POOL_MAX, POOL_NAMES, POOL_TIMEOUTS } from './lib/db/pool'
import { nodemailerAdapter } from './lib/email/nodemailerAdapter'
import { SITE_TIME_ZONE } from './lib/site'
import { mediaStoragePlugin } from './lib/storage'

const filename = fileURLToPath(import.meta.url)
const dirname = path.dirname(filename)
const env = requireServerEnv()

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  // Every link Payload mails (a password reset) and the panel's own addresses are on the
  // site's configured origin, whatever Host a request named.
  serverURL: new URL(env.SITE_URL).origin,
  routes: { admin: '/cms', api: '/api' },
  // Payload uses its auth cookie only on requests from these origins, and answers CORS for them.
  cors: siteOrigins(env),
  csrf: siteOrigins(env),
  admin: {
    user: Admins.slug,
    importMap: {
      baseDir: dirname,
      importMapFile: path.resolve(dirname, 'app/(payload)/cms/importMap.js'),
    },
    meta: { titleSuffix: ' · CMS' },
    // Payload's built-in avatar, not Gravatar: the panel makes no request to another site
    // with a hash of the editor's email address.
    avatar: 'default',
    // The schedule drawer starts in the site's time zone rather than on "Select a value".
    timezones: { defaultTimezone: SITE_TIME_ZONE },
    components: { providers: ['@/components/cms/NameMenuButtons.client#NameMenuButtons'] },
  },
  i18n: { translations: CMS_TRANSLATIONS },
  // Malformed queries that reach the database or the query builder are answered 400, not 500.
  hooks: { afterError: [answerBadQueries, nameOfferRowsInErrors] },
  collections: refuseMalformedInputs([
    Posts,
    Media,
    ContactMessages,
    WaitlistEntries,
    Monitors,
    Admins,
  ]),
  globals: [SiteSettings, Offers, PageSeo],
  // Payload's folders, for the collections that ask for them (Media): administrators only.
  folders: { browseByFolder: true },
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: {
      connectionString: env.DATABASE_URL,
      max: PAYLOAD_POOL_MAX,
      application_name: POOL_NAMES.payload,
      ...POOL_TIMEOUTS,
    },
    // Schema changes are committed migrations, applied by the launcher before the app serves.
    push: false,
    migrationDir: path.resolve(dirname, '../migrations'),
    // pg whose pools report connection errors and heal from their first connection on (the
    // types are the adapter's: @types/pg is pinned to the version @payloadcms/db-postgres pins).
    pg: guardedPg,
  }),
  sharp,
  // Nothing in the product uses GraphQL (pages read through the Local API, /cms through REST),
  // so it is not served: one anonymous query of many aliases cost seconds of work.
  graphQL: { disable: true },
  email: nodemailerAdapter({ smtpUrl: env.SMTP_URL, from: env.EMAIL_FROM }),
  jobs: jobsConfig([recheckMonitors], { webServerSendsEmails: env.JOBS_AUTORUN }),
  onInit: async (payload) => {
    makeJobClaimsAtomic(payload)
  },
  // The SEO plugin on no collection: its fields are placed by globals/PageSeo, and it brings
  // their translations.
  plugins: [mediaStoragePlugin(env), redirects, seoPlugin({}), exportsPlugin],
  telemetry: false,
  // Refused anonymous requests are expected traffic, not server errors.
  loggingLevels: {
    // The login throttle logs its refusals itself, one line at info (collections/Admins);
    // Payload's type names only its own errors, its lookup goes by any error's name.
    ...({ LoginThrottled: false } as Record<string, false>),
    Forbidden: 'info',
    AuthenticationError: 'info',
    NotFound: 'info',
    ValidationError: 'info',
  },
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    // Payload would rewrite this file from a child process at every start outside production,
    // which includes each test file, script and test harness that starts it: a whole second
    // Payload per start, writing a source file while the type check may read it. It is
    // refreshed on demand (`npm run payload -- generate:types`), with the migration that a
    // change of the collections needs anyway.
    autoGenerate: false,
  },
})
