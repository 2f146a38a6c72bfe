import {
  isValidEmail,
  manualIssueBodyOf,
  upperVehicle,
  validateCustomer,
  validateManualIssue,
  validateVehicle,
  type ManualIssueInput,
} from '@/lib/rules/permits/holder-forms';
import { VEHICLE_COLOURS, VEHICLE_MAKES, VEHICLE_REGIONS } from '@/lib/rules/permits/vehicle-lists';
import { email } from '@/lib/contract/define-call';

describe('isValidEmail agrees with the contract e-mail schema on ordinary input', () => {
  it.each([
    ['a@b.co', true],
    ['  ada@example.com  ', true],
    ['first.last+tag@sub.example.org', true],
    ['', false],
    ['plain', false],
    ['a@b', false],
    ['a b@c.com', false],
    ['@example.com', false],
    [`${'x'.repeat(250)}@e.co`, false],
  ])('%s → %s', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
    expect(email.safeParse(value.trim()).success).toBe(valid);
  });
});

describe('validateCustomer (create and edit customer)', () => {
  it.each([
    [{ fullname: 'Ada', email: 'ada@example.com' }, {}],
    [{ fullname: '  ', email: 'ada@example.com' }, { fullname: 'Please enter a name.' }],
    [{ fullname: 'Ada', email: '' }, { email: 'Please enter an email address.' }],
    [{ fullname: 'Ada', email: 'ada@' }, { email: 'Please enter a valid email address.' }],
    [
      { fullname: '', email: 'nope' },
      { fullname: 'Please enter a name.', email: 'Please enter a valid email address.' },
    ],
  ])('%j → %j', (input, errors) => {
    expect(validateCustomer(input)).toEqual(errors);
  });
});

describe('new vehicle', () => {
  const full = { plate: 'abc 123', state: 'MI', make: 'FORD', model: 'focus', color: 'RED' };
  it.each(['plate', 'state', 'make', 'model', 'color'] as const)(
    'a missing %s is an error and only that',
    (key) => {
      const errors = validateVehicle({ ...full, [key]: ' ' });
      expect(Object.keys(errors)).toEqual([key]);
    },
  );
  it('is valid when complete and is sent upper-cased and trimmed', () => {
    expect(validateVehicle(full)).toEqual({});
    expect(upperVehicle({ ...full, model: ' focus st ' })).toEqual({
      plate: 'ABC 123',
      state: 'MI',
      make: 'FORD',
      model: 'FOCUS ST',
      color: 'RED',
    });
  });
  it('offers upper-case makes and colours and unique region codes', () => {
    for (const v of [...VEHICLE_MAKES, ...VEHICLE_COLOURS]) expect(v).toBe(v.toUpperCase());
    const codes = VEHICLE_REGIONS.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['MI', 'ON', 'QC', 'CA']));
  });
});

describe('validateManualIssue (missing fields in red, nothing sent)', () => {
  const ok: ManualIssueInput = {
    permitProductUUID: 'p',
    vehicleUUID: 'v',
    holderName: 'Ada',
    holderEmail: 'ada@example.com',
    holderAddress1: '',
    holderAddress2: '',
    holderCity: '',
    holderState: '',
    holderZip: '',
    holderCountry: '',
  };
  it.each([
    [{}, []],
    [{ permitProductUUID: '' }, ['permitProductUUID']],
    [{ vehicleUUID: '' }, ['vehicleUUID']],
    [{ holderName: ' ' }, ['holderName']],
    [{ holderEmail: '' }, ['holderEmail']],
    [{ holderEmail: 'ada' }, ['holderEmail']],
    [
      { permitProductUUID: '', vehicleUUID: '', holderName: '' },
      ['permitProductUUID', 'vehicleUUID', 'holderName'],
    ],
  ])('%j → errors on %j', (change, keys) => {
    expect(Object.keys(validateManualIssue({ ...ok, ...change }))).toEqual(keys);
  });
  it('sends blank optional address fields as null', () => {
    expect(manualIssueBodyOf({ ...ok, holderCity: ' Ann Arbor ', holderZip: ' ' })).toEqual({
      permitProductUUID: 'p',
      vehicleUUID: 'v',
      holderName: 'Ada',
      holderEmail: 'ada@example.com',
      holderAddress1: null,
      holderAddress2: null,
      holderCity: 'Ann Arbor',
      holderState: null,
      holderZip: null,
      holderCountry: null,
    });
  });
});
