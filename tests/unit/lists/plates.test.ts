import {
  csvFileName,
  dateInputToIso,
  hexSwatch,
  isExpiryInPast,
  isHexColour,
  isoToDateInput,
  normalizePlate,
  parseExpiry,
  stripHex,
  upperPlate,
  vehicleText,
} from '@/lib/rules/lists/plates';
import { addPlateBody } from '@/lib/contract/lists/bff';

describe('normalizePlate (create: non-alphanumerics stripped, upper-cased)', () => {
  it.each([
    ['abc123', 'ABC123'],
    ['ab-12 3', 'AB123'],
    [' x.y_z! ', 'XYZ'],
    ['#$%', ''],
    ['', ''],
    ['ÄB1', 'B1'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePlate(input)).toBe(expected);
  });
});

describe('upperPlate (search, edit)', () => {
  it.each([
    [' ab c ', 'AB C'],
    ['xyz', 'XYZ'],
  ])('%j → %j', (input, expected) => expect(upperPlate(input)).toBe(expected));
});

describe('hex colour', () => {
  it.each([
    ['#1E90FF', '1E90FF', true, '#1E90FF'],
    ['1e90ff', '1e90ff', true, '#1E90FF'],
    ['#12345', '12345', false, null],
    ['1234567', '1234567', false, null],
    ['GGGGGG', 'GGGGGG', false, null],
    ['', '', false, null],
  ])('%j → stripped %j, valid %j, swatch %j', (input, stripped, valid, swatch) => {
    expect(stripHex(input)).toBe(stripped);
    expect(isHexColour(input)).toBe(valid);
    expect(hexSwatch(input)).toBe(swatch);
  });
});

describe('parseExpiry (CSV: ISO or MM/DD/YYYY)', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['12/31/2030', '2030-12-31T23:59:59.000Z'],
    ['1/5/2031', '2031-01-05T23:59:59.000Z'],
    ['2030-12-31', '2030-12-31T23:59:59.000Z'],
    ['2030-06-01T10:00:00Z', '2030-06-01T10:00:00.000Z'],
    ['2030-06-01T10:00:00.123+02:00', '2030-06-01T08:00:00.123Z'],
    ['02/30/2030', undefined],
    ['13/01/2030', undefined],
    ['2030-02-30', undefined],
    ['tomorrow', undefined],
    ['31.12.2030', undefined],
  ])('%j → %j', (input, expected) => {
    expect(parseExpiry(input)).toBe(expected);
  });
});

describe('isExpiryInPast', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it.each([
    [null, false],
    ['2026-06-01T11:59:59Z', true],
    ['2026-06-01T12:00:01Z', false],
    ['2030-01-01T00:00:00Z', false],
  ])('%j → %j', (input, expected) => expect(isExpiryInPast(input, now)).toBe(expected));
});

describe('date input ↔ ISO', () => {
  it('round-trips a day in the local zone', () => {
    const iso = dateInputToIso('2030-04-09');
    expect(iso).not.toBeNull();
    expect(isoToDateInput(iso)).toBe('2030-04-09');
  });
  it.each(['', '2030-4-9', 'x'])('%j is no date', (value) => {
    expect(dateInputToIso(value)).toBeNull();
  });
  it('gives an empty value for no expiry', () => expect(isoToDateInput(null)).toBe(''));
});

describe('vehicleText and csvFileName', () => {
  it.each([
    [{ color: 'Red', make: 'Honda', model: 'Civic' }, 'Red Honda Civic'],
    [{ color: '', make: 'Honda', model: '' }, 'Honda'],
    [{ color: ' ', make: '', model: '' }, ''],
  ])('%j → %j', (plate, expected) => expect(vehicleText(plate)).toBe(expected));

  it.each([
    ['Staff / 2026', 'staff-2026-plates.csv'],
    ['"; rm -rf', 'rm-rf-plates.csv'],
    ['Été Ünïcode', 'ete-unicode-plates.csv'],
    ['***', 'list-plates.csv'],
  ])('%j → %j', (name, expected) => expect(csvFileName(name)).toBe(expected));
});

describe('addPlateBody (the add dialog and POST /api/lists/:uuid/plates)', () => {
  it('normalises plate and hex, fills blanks', () => {
    const parsed = addPlateBody.parse({ plate: 'ab-1 2', labelHex: '#aabbcc' });
    expect(parsed).toMatchObject({ plate: 'AB12', labelHex: 'aabbcc', name: '', expiresAt: null });
  });
  it.each([
    [{ plate: '--' }, 'Please enter a plate.'],
    [{ plate: 'A1', labelHex: '#abc' }, 'The colour needs exactly six hex digits.'],
    [{ plate: 'A1', email: 'nope' }, 'Please enter a valid email address.'],
    [{ plate: 'A1', expiresAt: '2001-01-01T00:00:00Z' }, 'The expiry date cannot be in the past.'],
  ])('%j fails with %j', (body, message) => {
    const parsed = addPlateBody.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});
