/** How a public review names its author: 'Siti Nurhaliza Tan' -> 'Siti T.'; a single name stays as it is. */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Customer';
  if (words.length === 1) return words[0];
  const [initial] = Array.from(words[words.length - 1]);
  return `${words[0]} ${initial.toUpperCase()}.`;
}
