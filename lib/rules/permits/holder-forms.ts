/**
 * The form checks of the permit holder screens (spec 2 §5), zod-free so the manual issue page
 * and the dialogs carry no schema library; the BFF checks the same with the contract's schemas.
 */

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A plausible e-mail address: something@something.tld, no spaces, at most 254 characters. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** The holder forms' texts, shared with the contract's schemas (one text per missing field). */
export const HOLDER_FORM_TEXTS = {
  name: 'Please enter a name.',
  holderName: 'Please enter the holder name.',
} as const;

export interface CustomerInput {
  fullname: string;
  email: string;
}

/** Create and edit customer: a name and a valid e-mail (otherwise nothing is sent). */
export function validateCustomer(input: CustomerInput): FieldErrors<keyof CustomerInput> {
  const errors: FieldErrors<keyof CustomerInput> = {};
  if (!input.fullname.trim()) errors.fullname = HOLDER_FORM_TEXTS.name;
  if (!input.email.trim()) errors.email = 'Please enter an email address.';
  else if (!isValidEmail(input.email)) errors.email = 'Please enter a valid email address.';
  return errors;
}

export interface VehicleInput {
  plate: string;
  state: string;
  make: string;
  model: string;
  color: string;
}

/** A new vehicle's texts per missing field (the forms and the contract's schemas). */
export const VEHICLE_TEXTS: Record<keyof VehicleInput, string> = {
  plate: 'Please enter the license plate.',
  state: 'Please choose the state/province/region.',
  make: 'Please choose the make.',
  model: 'Please enter the model.',
  color: 'Please choose the color.',
};

/** New vehicle: every field required. */
export function validateVehicle(input: VehicleInput): FieldErrors<keyof VehicleInput> {
  const errors: FieldErrors<keyof VehicleInput> = {};
  for (const key of Object.keys(VEHICLE_TEXTS) as (keyof VehicleInput)[]) {
    if (!input[key].trim()) errors[key] = VEHICLE_TEXTS[key];
  }
  return errors;
}

/** A new vehicle as sent: trimmed and upper-cased (spec 2 §3). */
export function upperVehicle(input: VehicleInput): VehicleInput {
  return {
    plate: input.plate.trim().toUpperCase(),
    state: input.state.trim().toUpperCase(),
    make: input.make.trim().toUpperCase(),
    model: input.model.trim().toUpperCase(),
    color: input.color.trim().toUpperCase(),
  };
}

export interface ManualIssueInput {
  permitProductUUID: string;
  vehicleUUID: string;
  holderName: string;
  holderEmail: string;
  holderAddress1: string;
  holderAddress2: string;
  holderCity: string;
  holderState: string;
  holderZip: string;
  holderCountry: string;
}

/**
 * Manual issue (spec 2 §5): permit type, a vehicle, holder name and a valid holder e-mail are
 * required (the customer is the page's). The fields in error are shown in red; nothing is sent.
 */
export function validateManualIssue(input: ManualIssueInput): FieldErrors<keyof ManualIssueInput> {
  const errors: FieldErrors<keyof ManualIssueInput> = {};
  if (!input.permitProductUUID) errors.permitProductUUID = 'Please choose a permit type.';
  if (!input.vehicleUUID) errors.vehicleUUID = 'Please choose or add a vehicle.';
  if (!input.holderName.trim()) errors.holderName = HOLDER_FORM_TEXTS.holderName;
  if (!input.holderEmail.trim()) errors.holderEmail = 'Please enter an email address.';
  else if (!isValidEmail(input.holderEmail)) {
    errors.holderEmail = 'Please enter a valid email address.';
  }
  return errors;
}

/** The manual-issue body: optional address fields blank → null. */
export function manualIssueBodyOf(input: ManualIssueInput) {
  const orNull = (s: string) => (s.trim() ? s.trim() : null);
  return {
    permitProductUUID: input.permitProductUUID,
    vehicleUUID: input.vehicleUUID,
    holderName: input.holderName.trim(),
    holderEmail: input.holderEmail.trim(),
    holderAddress1: orNull(input.holderAddress1),
    holderAddress2: orNull(input.holderAddress2),
    holderCity: orNull(input.holderCity),
    holderState: orNull(input.holderState),
    holderZip: orNull(input.holderZip),
    holderCountry: orNull(input.holderCountry),
  };
}
