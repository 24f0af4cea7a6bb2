/**
 * Leaving the app and reloading it, in one object so tests can replace them (jsdom cannot navigate away).
 */
export const browser = {
  /** Sends the browser to another site, such as the payment provider's checkout page. */
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
  scrollToTop(): void {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  },
};
