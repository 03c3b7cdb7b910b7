// A stable import path for code outside the feature: the address guard lives in ./fetch/.
export * from './fetch/guard'
