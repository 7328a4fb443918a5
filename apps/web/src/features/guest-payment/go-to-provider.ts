/** Leaves for the provider's payment page in this tab: the provider returns to /payment, then here. */
export function goToProvider(url: string): void {
  window.location.assign(url);
}
