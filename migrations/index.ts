import * as migration_20261122_003003_initial from './20261122_003003_initial'
import * as migration_20261122_004310_jobs from './20261122_004310_jobs'
import * as migration_20261122_010000_rate_limits from './20261122_010000_rate_limits'
import * as migration_20261122_020000_ai_check_cache from './20261122_020000_ai_check_cache'
import * as migration_20261123_092454_media_storage_fields from './20261123_092454_media_storage_fields'
import * as migration_20261123_092708_contact_message_delivery from './20261123_092708_contact_message_delivery'
import * as migration_20261125_062528_posts_rich_text_hero_media from './20261125_062528_posts_rich_text_hero_media'
import * as migration_20261125_063415_admins_throttle_not_lock from './20261125_063415_admins_throttle_not_lock'
import * as migration_20261125_064224_posts_drafts_versions from './20261125_064224_posts_drafts_versions'
import * as migration_20261125_074501_offers_redirects from './20261125_074501_offers_redirects'
import * as migration_20261125_082233_posts_versions_rich_text from './20261125_082233_posts_versions_rich_text'
import * as migration_20261127_091124_jobs_login_alert_waitlist_welcome from './20261127_091124_jobs_login_alert_waitlist_welcome'
import * as migration_20261127_120000_ai_check_results from './20261127_120000_ai_check_results'
import * as migration_20261127_133456_monitors_trash_folders_exports_page_seo from './20261127_133456_monitors_trash_folders_exports_page_seo'
import * as migration_20261129_074049_monitors_confirmation_outbox from './20261129_074049_monitors_confirmation_outbox'
import * as migration_20261129_081010_admins_known_device_version from './20261129_081010_admins_known_device_version'

export const migrations = [
  {
    up: migration_20261122_003003_initial.up,
    down: migration_20261122_003003_initial.down,
    name: '20261122_003003_initial',
  },
  {
    up: migration_20261122_004310_jobs.up,
    down: migration_20261122_004310_jobs.down,
    name: '20261122_004310_jobs',
  },
  {
    up: migration_20261122_010000_rate_limits.up,
    down: migration_20261122_010000_rate_limits.down,
    name: '20261122_010000_rate_limits',
  },
  {
    up: migration_20261122_020000_ai_check_cache.up,
    down: migration_20261122_020000_ai_check_cache.down,
    name: '20261122_020000_ai_check_cache',
  },
  {
    up: migration_20261123_092454_media_storage_fields.up,
    down: migration_20261123_092454_media_storage_fields.down,
    name: '20261123_092454_media_storage_fields',
  },
  {
    up: migration_20261123_092708_contact_message_delivery.up,
    down: migration_20261123_092708_contact_message_delivery.down,
    name: '20261123_092708_contact_message_delivery',
  },
  {
    up: migration_20261125_062528_posts_rich_text_hero_media.up,
    down: migration_20261125_062528_posts_rich_text_hero_media.down,
    name: '20261125_062528_posts_rich_text_hero_media',
  },
  {
    up: migration_20261125_063415_admins_throttle_not_lock.up,
    down: migration_20261125_063415_admins_throttle_not_lock.down,
    name: '20261125_063415_admins_throttle_not_lock',
  },
  {
    up: migration_20261125_064224_posts_drafts_versions.up,
    down: migration_20261125_064224_posts_drafts_versions.down,
    name: '20261125_064224_posts_drafts_versions',
  },
  {
    up: migration_20261125_074501_offers_redirects.up,
    down: migration_20261125_074501_offers_redirects.down,
    name: '20261125_074501_offers_redirects',
  },
  {
    up: migration_20261125_082233_posts_versions_rich_text.up,
    down: migration_20261125_082233_posts_versions_rich_text.down,
    name: '20261125_082233_posts_versions_rich_text',
  },
  {
    up: migration_20261127_091124_jobs_login_alert_waitlist_welcome.up,
    down: migration_20261127_091124_jobs_login_alert_waitlist_welcome.down,
    name: '20261127_091124_jobs_login_alert_waitlist_welcome',
  },
  {
    up: migration_20261127_120000_ai_check_results.up,
    down: migration_20261127_120000_ai_check_results.down,
    name: '20261127_120000_ai_check_results',
  },
  {
    up: migration_20261127_133456_monitors_trash_folders_exports_page_seo.up,
    down: migration_20261127_133456_monitors_trash_folders_exports_page_seo.down,
    name: '20261127_133456_monitors_trash_folders_exports_page_seo',
  },
  {
    up: migration_20261129_074049_monitors_confirmation_outbox.up,
    down: migration_20261129_074049_monitors_confirmation_outbox.down,
    name: '20261129_074049_monitors_confirmation_outbox',
  },
  {
    up: migration_20261129_081010_admins_known_device_version.up,
    down: migration_20261129_081010_admins_known_device_version.down,
    name: '20261129_081010_admins_known_device_version',
  },
]
