// A stable import path for code outside the feature: the answer's reader lives in ./result/.
export * from './result/answer'
