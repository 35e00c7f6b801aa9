// "An item was just added": the mini cart in the header opens on this event (spec §2 Cart).
export const cartItemAddedEvent = 'club:cart-item-added';

export interface CartItemAdded {
  variantUuid: string;
  added: number;
}

export function announceItemAdded(detail: CartItemAdded) {
  window.dispatchEvent(new CustomEvent<CartItemAdded>(cartItemAddedEvent, { detail }));
}
