// A stable import path for code outside the feature: the link checks live in ./fetch/.
export * from './fetch/llmsLinks'
