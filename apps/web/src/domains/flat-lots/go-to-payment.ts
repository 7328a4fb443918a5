/**
 * Leaves for the provider's page in this tab, as the spec's flat-lot flow navigates there: the page
 * to return to is stored first, and the provider comes back through /payment.
 */
export function goToPayment(url: string): void {
  window.location.assign(url);
}
