/**
 * A translation of an English namespace: the same keys, nested the same way, any text. The
 * Malay files are typed with it, so a key missing from either language fails `tsc`.
 */
export type Catalogue<English> = {
  [Key in keyof English]: English[Key] extends string ? string : Catalogue<English[Key]>;
};

/** Free texts (the server's and the validation schemas' English messages) -> their translation. */
export type MessageTable = Readonly<Record<string, string>>;
