/**
 * What a value becomes once a route answers it with `NextResponse.json` and the browser parses it:
 * dates are ISO text, `undefined` members and functions are gone. Answer types are declared once, next
 * to the lib function that makes the answer, and the components that call the route read them
 * through this type (`callApi<JsonAnswer<SomeAnswer>>(…)`) instead of declaring a copy.
 */
export type JsonAnswer<T> = T extends Date
  ? string
  : T extends (...args: never[]) => unknown
    ? never
    : T extends ReadonlyArray<infer U>
      ? Array<JsonAnswer<U>>
      : T extends object
        ? { [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: JsonAnswer<T[K]> }
        : T;
