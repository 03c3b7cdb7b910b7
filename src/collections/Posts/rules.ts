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
 * The field that answers for a post's text in this write. The rich text (`body`) and the
 * Markdown (`content`) hold one text (hooks/syncBody.ts), and a rule broken by one is broken by
 * both; named twice, the panel would list "Content" twice among the invalid fields. So one of
 * them answers: the Markdown when the write brought Markdown only (the dashboard, REST clients
 * of Markdown), the rich text otherwise (/cms, whose editors see only the rich text, and the
 * panel's form state, which is no write).
 */
const TEXT_FIELD = 'postTextField'

export const noteTextField: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const { data } = args as { data?: { body?: unknown; content?: unknown } }
  req.context[TEXT_FIELD] =
    data?.body === undefined && data?.content !== undefined ? 'content' : 'body'
  return args
}

const answersForText = (req: PayloadRequest, field: 'body' | 'content') =>
  (req.context[TEXT_FIELD] === 'content') === (field === 'content')

/** Whether this write saves a draft (an autosave or Save Draft in /cms, `draft: true`). */
export function isDraftSave(req: PayloadRequest): boolean {
  return req.context[SAVING_DRAFT] === true
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
  if (!answersForText(req, 'content')) return true
  const body = (siblingData as { body?: unknown }).body
  // Rich text written in /cms counts as content even before the hook derives its Markdown.
  return checkContent(value, enforceRequired(req) && !hasText(body))
}

/**
 * The visible rich text answers for the Markdown derived from it, so that /cms highlights the
 * field the editor writes in when the content is missing or too long.
 */
export const bodyRule: Validate<unknown> = (value, { req, siblingData }) => {
  if (!answersForText(req, 'body')) return true
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
