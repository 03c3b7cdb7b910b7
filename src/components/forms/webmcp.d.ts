import 'react'

/**
 * WebMCP's declarative attributes (the W3C Web Machine Learning group's draft): a form with
 * `toolname` and `tooldescription` is a tool an agent in the browser can call, its fields the
 * tool's parameters (named by `name`, described by `toolparamdescription`). Browsers without
 * WebMCP ignore them; React passes them to the HTML as they are.
 */
declare module 'react' {
  interface FormHTMLAttributes<T> extends HTMLAttributes<T> {
    toolname?: string
    tooldescription?: string
  }
  interface InputHTMLAttributes<T> extends HTMLAttributes<T> {
    toolparamdescription?: string
  }
  interface TextareaHTMLAttributes<T> extends HTMLAttributes<T> {
    toolparamdescription?: string
  }
  interface SelectHTMLAttributes<T> extends HTMLAttributes<T> {
    toolparamdescription?: string
  }
}
