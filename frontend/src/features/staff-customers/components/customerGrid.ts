/** One card a row on phones and tablets, two from md, three on wide screens. */
export const customerGridItem = { xs: 12, md: 6, xl: 4 } as const;
