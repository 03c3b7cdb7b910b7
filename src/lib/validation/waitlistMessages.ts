/** What the Clavius waitlist form and POST /api/clavius-waitlist say, without zod. */
export const WAITLIST_MESSAGES = {
  name: 'Name is required',
  nameTooLong: 'Keep the name under 200 characters',
  email: 'Please enter a valid email address',
  added: "You've been added to the waitlist",
} as const

/** The longest name kept; the form's schema and the WaitlistEntries collection both hold to it. */
export const MAX_WAITLIST_NAME = 200
