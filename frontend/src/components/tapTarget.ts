/** The smallest comfortable touch target (WCAG 2.5.5): 44 px, for buttons used on phones. */
export const TAP_TARGET = { minHeight: 44 } as const;

/** A link that stands on its own line (not inside a sentence) is a tap target too. */
export const STANDALONE_LINK = { minHeight: 44, display: 'inline-flex', alignItems: 'center' } as const;
