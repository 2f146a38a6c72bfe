export const SUPPORT_EMAIL = 'support@vertparking.com';
