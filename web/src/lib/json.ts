/** What JSON makes of a server value on its way to the client: an instant (Date) arrives as its ISO string. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;
