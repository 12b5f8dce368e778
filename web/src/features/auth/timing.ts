/** docs/product.md §6.4: how long the "Verified!" message stays before the redirect. */
export const REDIRECT_DELAY_MS = 1500;

/** A fresh code was sent just before the code screen opened; the server allows 3 sends an hour, so pace the button. */
export const RESEND_COOLDOWN_SECONDS = 60;
