import type { CollectionBeforeOperationHook, PayloadRequest, Validate } from 'payload'

import {
  checkContent,
  checkReadTime,
  checkTags,
  checkText,
  type TextRule,
} from '@/lib/validation/postRules'

import { hasText } from './emptyPost'

/**
 * The Posts fields' validators, built from the rules the dashboard's schema uses
 * (lib/validation/postRules.ts). Drafts are validated too (the collection's
 * `versions.drafts.validate`), so a length or a pattern holds at every door; only the required
 * fields wait for publishing, as a draft may be incomplete.
 */
const SAVING_DRAFT = 'postSavingDraft'

/**
 * Notes whether this write saves a draft, as Payload decides it: the `draft` argument, unless
 * the data publishes. Validators cannot see the argument themselves.
 */
export const noteDraftSave: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const { draft, data } = args as { draft?: boolean; data?: { _status?: unknown } }
  req.context[SAVING_DRAFT] = Boolean(draft) && data?._status !== 'published'
  return args
}

/**
 * Whether required fields are enforced: only on a write that publishes or saves without
 * `draft`. The panel's live form state (no write) is judged as a draft, so an editor is told of
 * a missing title by Publish, on the field, and not while typing.
 */
function enforceRequired(req: PayloadRequest): boolean {
  return req.context[SAVING_DRAFT] === false
}

/** A text field's cap (also shown to Payload as `maxLength`) and its validator. */
export function limitedText(rule: TextRule): { maxLength: number; validate: Validate<string> } {
  return {
    maxLength: rule.max,
    validate: (value, { req }) => checkText(value, rule, enforceRequired(req)),
  }
}

export const contentRule: Validate<string> = (value, { req, siblingData }) => {
  const body = (siblingData as { body?: unknown }).body
  // Rich text written in /cms counts as content even before the hook derives its Markdown.
  return checkContent(value, enforceRequired(req) && !hasText(body))
}

/**
 * The visible rich text answers for the Markdown derived from it, so that /cms highlights the
 * field the editor writes in when the content is missing or too long.
 */
export const bodyRule: Validate<unknown> = (value, { req, siblingData }) => {
  const content = (siblingData as { content?: unknown }).content
  return checkContent(content, enforceRequired(req) && !hasText(value))
}

export const tagsRule: Validate<string[]> = (value) => checkTags(value)

export const readTimeRule: Validate<number> = (value, { req }) =>
  value === null || value === undefined
    ? enforceRequired(req)
      ? checkReadTime(value)
      : true
    : checkReadTime(value)
