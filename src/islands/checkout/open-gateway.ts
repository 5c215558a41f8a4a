/**
 * Opens the payment gateway's checkout for a purchase awaiting payment: Razorpay's hosted checkout
 * takes a form posted by the browser (no script of the gateway's runs on the store's pages; the CSP's
 * form-action allows the gateway's origin). The fields come from the server as they are. One function
 * for every way in (Place Order, paying a purchase that still waits).
 */
export interface GatewayCheckout {
  url: string;
  fields: Record<string, string>;
}

export function openGatewayCheckout(checkout: GatewayCheckout): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = checkout.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
