/**
 * Starts fetching an image the page is about to show, at high priority, before any <img> asks for
 * it: the <img> that later asks for the same address is given this response.
 */
export function preloadImage(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = url;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
