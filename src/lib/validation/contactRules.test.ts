import { describe, expect, it } from 'vitest'

import { contactPageSchema, onboardingSchema } from './contactMessage'
import { STORED_RULES, checkContactText } from './contactRules'

/** The first reason per field, as the forms and the handler show them. */
function reasons(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  const found: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message
  return found
}

describe('a name or company that is empty or one letter long', () => {
  it('tells an empty full name and company that they are required', () => {
    const result = contactPageSchema.safeParse({ fullName: '  ', company: '' })
    expect(reasons(result)).toMatchObject({
      fullName: 'Full name is required',
      company: 'Company name is required',
    })
  })

  it('tells a one-letter full name and company how long they must be', () => {
    for (const schema of [contactPageSchema, onboardingSchema]) {
      expect(reasons(schema.safeParse({ fullName: 'J', company: 'A ' }))).toMatchObject({
        fullName: 'Full name must be at least 2 characters',
        company: 'Company name must be at least 2 characters',
      })
    }
  })

  it('gives the stored message the same reasons as the form', () => {
    const rules = STORED_RULES['contact-page']
    expect(checkContactText('', rules.fullName)).toBe('Full name is required')
    expect(checkContactText('J', rules.fullName)).toBe('Full name must be at least 2 characters')
    expect(checkContactText(undefined, rules.company)).toBe('Company name is required')
    expect(checkContactText('A', rules.company)).toBe('Company name must be at least 2 characters')
    expect(checkContactText('Jo', rules.fullName)).toBe(true)
  })

  it('still takes a one-letter name in the request modal', () => {
    expect(checkContactText('J', STORED_RULES.modal.fullName)).toBe(true)
    expect(checkContactText('', STORED_RULES.modal.fullName)).toBe('Name is required')
  })
})
