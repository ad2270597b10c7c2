// The "alert" messages of docs/product-spec.md are blocking browser alerts. One seam so page tests can observe them.
export function showAlert(message: string): void {
  window.alert(message);
}
