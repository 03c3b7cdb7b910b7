// A stable import path for code outside the feature: the fetch layer lives in ./fetch/.
export * from './fetch/fetcher'
