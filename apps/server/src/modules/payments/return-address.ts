/** A return address with the gateway's order id appended, as RBS gateways do (`?orderId=`). */
export function withOrderId(url: string, orderId: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}orderId=${encodeURIComponent(orderId)}`;
}
