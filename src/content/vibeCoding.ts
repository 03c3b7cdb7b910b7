/** Copy of /vibe-coding, read by its sections and by its Markdown version. */
export const VIBE_CODING = {
  hero: {
    eyebrow: 'Create with flow',
    title: 'AI Vibe Coding',
    lead: 'Describe what you want to feel, not just what you want to build. Vibe coding pairs your intuition with AI tools so ideas become working software at the speed of thought.',
    quote: 'Code is no longer only written. It is conversed, felt and shaped.',
    quoteBy: 'The vibe coding mindset',
  },
  states: {
    eyebrow: 'Six creative states',
    title: 'The rhythm of a vibe coding session',
    lead: 'Every good session moves through the same six states. Notice where you are, and you will know what to ask for next.',
  },
  allies: {
    eyebrow: 'Your AI allies',
    title: 'Four tools, one flow',
    lead: 'Each ally has a strength. Knowing which to call on is half the craft.',
  },
  prompts: {
    eyebrow: 'Sample prompts',
    title: 'Prompts that carry a vibe',
    lead: 'Notice how each one describes a feeling and a boundary, not only a feature.',
  },
  closing: {
    title: 'Ready to build with flow?',
    text: 'Tell us what you want to create. We will help you set up the tools, find your rhythm and ship your first idea.',
    action: 'Start Your Vibe Journey',
  },
}

export const STATES = [
  {
    name: 'Essence',
    text: 'Start with why. Describe the single feeling or outcome your product must deliver before you write a line of code.',
    glyph: '◎',
  },
  {
    name: 'Space',
    text: 'Leave room for the AI to suggest. A prompt that is too tight gets you exactly what you asked for and nothing better.',
    glyph: '◌',
  },
  {
    name: 'Intuition',
    text: 'Trust your reaction to what appears. If a screen feels wrong, say so in plain words and let the model find out why.',
    glyph: '✧',
  },
  {
    name: 'Rhythm',
    text: 'Work in short loops: prompt, run, look, refine. Small steps keep the code understandable and the momentum high.',
    glyph: '∿',
  },
  {
    name: 'Silence',
    text: 'Step back and read what was built. Quiet review catches the bugs and shortcuts that speed hides.',
    glyph: '◯',
  },
  {
    name: 'Awakening',
    text: 'Ship it, watch real people use it and let what you learn set the next vibe.',
    glyph: '☼',
  },
]

export const ALLIES = [
  {
    name: 'GPT-4o',
    role: 'The brainstormer',
    text: 'Fast, multimodal and good at turning a rough idea, a sketch or a screenshot into a first plan.',
  },
  {
    name: 'Claude',
    role: 'The careful architect',
    text: 'Strong at reading long code, explaining trade-offs and writing clear, well-structured changes.',
  },
  {
    name: 'Cursor',
    role: 'The studio',
    text: 'An AI-first editor where you chat with your whole codebase and apply changes across many files.',
  },
  {
    name: 'GitHub Copilot',
    role: 'The pair programmer',
    text: 'Completes lines and functions as you type, right inside the editor you already use.',
  },
]

export const PROMPTS = [
  {
    title: 'Set the vibe',
    text: 'Build a calm, minimal landing page for a neighbourhood coffee roaster. It should feel like a slow Sunday morning: warm colours, generous spacing, one clear button to order beans.',
  },
  {
    title: 'Shape the flow',
    text: 'Add a booking form to this page. Keep it to three steps, explain each step in one friendly sentence, and show a cheerful confirmation at the end. Ask me before adding any new library.',
  },
  {
    title: 'Refine with intuition',
    text: 'The dashboard feels cluttered. Suggest three ways to simplify it, explain the trade-off of each, then implement the one that keeps the most important number visible at a glance.',
  },
]
