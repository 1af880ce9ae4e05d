/** The smallest comfortable touch target (WCAG 2.5.5): 44 px, for buttons used on phones. */
export const TAP_TARGET = { minHeight: 44 } as const;
