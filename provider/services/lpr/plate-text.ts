/** Plates are stored upper-cased with only A–Z and 0–9 ('abc-123 ' → 'ABC123'). */
export const normalisePlate = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
