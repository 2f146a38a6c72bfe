/** Billing and the subscription (spec 1 §6, §8). */
export const billingMessages = {
  billingDenied:
    'Access denied. Only SuperAdmins can access billing settings. Please contact your SuperAdmin to continue.',
  trialEnded: 'Your free trial period has ended.',
  /** Payouts set-up. */
  portalSubdomainRequired:
    'A customer portal subdomain must be configured first. Please contact support.',
  activatePaymentsFirst: 'Activate payments first.',
} as const;

/** 'You are on the free Trial Mode... N day(s) remaining' (spec 1 §8). */
export function trialBannerText(daysLeft: number): string {
  return `You are on the free Trial Mode... ${daysLeft} day(s) remaining`;
}
