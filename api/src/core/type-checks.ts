/** Compile-time checks that wire schemas (TypeBox) are exactly the shared contracts. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Assert<T extends true> = T;
