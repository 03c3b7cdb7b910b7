/**
 * Payload's English texts where /cms should say more than Payload does. A post restored from
 * the trash comes back as a draft unless "Restore as published version" is ticked; Payload's
 * dialog says "as a draft" but not what that means for the site, so it says so.
 */
export const CMS_TRANSLATIONS = {
  en: {
    general: {
      aboutToRestoreAsDraft:
        'You are about to restore the {{label}} <1>{{title}}</1> as a draft: it stays off the site until it is published. Tick “Restore as published version” to put it back on the site now.',
      aboutToRestoreAsDraftCount:
        'You are about to restore {{count}} {{label}} as drafts: they stay off the site until they are published. Tick “Restore as published version” to put them back on the site now.',
    },
  },
}
