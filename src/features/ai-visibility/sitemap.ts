// A stable import path for code outside the feature: the parsers live in ./facts/.
export * from './facts/sitemap'
