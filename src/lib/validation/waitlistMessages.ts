/** What the Clavius waitlist form and POST /api/clavius-waitlist say, without zod. */
export const WAITLIST_MESSAGES = {
  name: 'Name is required',
  email: 'Please enter a valid email address',
  added: "You've been added to the waitlist",
  duplicate: "You're already on the waitlist",
} as const
