import type { Rng } from './random';

// prettier-ignore
const FIRST = [
  'James', 'Maria', 'Robert', 'Aisha', 'Michael', 'Mei', 'David', 'Priya', 'William', 'Sofia',
  'Daniel', 'Fatima', 'Matthew', 'Olivia', 'Anthony', 'Emma', 'Joshua', 'Hannah', 'Andrew', 'Grace',
  'Kevin', 'Chloe', 'Brian', 'Zoe', 'Jason', 'Nadia', 'Ryan', 'Lauren', 'Eric', 'Ana',
  'Carlos', 'Yuki', 'Omar', 'Rachel', 'Tyler', 'Megan', 'Luis', 'Kayla', 'Samuel', 'Jasmine',
  'Ethan', 'Isabella', 'Noah', 'Ava', 'Liam', 'Mia', 'Benjamin', 'Amara', 'Lucas', 'Leah',
  'Jamal', 'Ingrid', 'Hiroshi', 'Elena', 'Mateo', 'Chiara', 'Dmitri', 'Aaliyah', 'Kwame', 'Sarah',
] as const;

// prettier-ignore
const LAST = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen',
  'King', 'Wright', 'Nguyen', 'Patel', 'Kim', 'Chen', 'Okafor', 'Kowalski', 'Schmidt', 'Rossi',
  'Haddad', 'Yamamoto', 'Novak', 'Fischer', 'Murphy', 'Sullivan', 'Bennett', 'Hughes', 'Foster',
  'Reyes', 'Morales', 'Gupta', 'Singh', 'Ali', 'Cohen', 'Ivanova', 'Mensah', 'Larsen', 'Dubois',
] as const;

/** [make, model] pairs, common ones first. */
// prettier-ignore
const VEHICLES = [
  ['Toyota', 'Camry'], ['Toyota', 'Corolla'], ['Toyota', 'RAV4'], ['Toyota', 'Prius'],
  ['Honda', 'Civic'], ['Honda', 'Accord'], ['Honda', 'CR-V'], ['Ford', 'F-150'],
  ['Ford', 'Escape'], ['Ford', 'Explorer'], ['Chevrolet', 'Malibu'], ['Chevrolet', 'Equinox'],
  ['Chevrolet', 'Silverado'], ['Subaru', 'Outback'], ['Subaru', 'Forester'], ['Jeep', 'Cherokee'],
  ['Jeep', 'Wrangler'], ['Hyundai', 'Elantra'], ['Hyundai', 'Tucson'], ['Nissan', 'Altima'],
  ['Nissan', 'Rogue'], ['Tesla', 'Model 3'], ['Tesla', 'Model Y'], ['Kia', 'Soul'],
  ['Kia', 'Sportage'], ['Volkswagen', 'Jetta'], ['Mazda', 'CX-5'], ['Mazda', 'Mazda3'],
  ['GMC', 'Sierra'], ['Dodge', 'Grand Caravan'], ['Buick', 'Encore'], ['BMW', '3 Series'],
] as const;

// prettier-ignore
const COMMERCIAL = [
  ['Ford', 'Transit'], ['Mercedes-Benz', 'Sprinter'], ['Ram', 'ProMaster'], ['Isuzu', 'NPR'],
  ['Chevrolet', 'Express'], ['Freightliner', 'M2 106'],
] as const;

// prettier-ignore
const COLOURS = [
  ['White', 24], ['Black', 22], ['Gray', 18], ['Silver', 14], ['Blue', 9], ['Red', 8],
  ['Green', 2], ['Beige', 2], ['Brown', 1],
] as const;

export interface Person {
  first: string;
  last: string;
  name: string;
}

export interface Vehicle {
  make: string;
  model: string;
  color: string;
}

export function person(rng: Rng): Person {
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  return { first, last, name: `${first} ${last}` };
}

export function vehicle(rng: Rng, commercial = false): Vehicle {
  const [make, model] = commercial ? rng.pick(COMMERCIAL) : rng.pick(VEHICLES);
  const color = rng.weighted(COLOURS.map(([c, w]) => [c, w] as const));
  return { make, model, color };
}

/** first.last@domain (with a number when taken). */
export function emailOf(p: Person, domain: string, taken: Set<string>): string {
  const base = `${p.first}.${p.last}`.toLowerCase().replace(/[^a-z.]/g, '');
  let email = `${base}@${domain}`;
  for (let n = 2; taken.has(email); n++) email = `${base}${n}@${domain}`;
  taken.add(email);
  return email;
}

// Letters as issued on plates (no I, O, Q).
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DIGITS = '0123456789';

const chars = (rng: Rng, alphabet: string, n: number) =>
  Array.from({ length: n }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');

/** Plate formats by jurisdiction (Michigan first: the campus's own). */
export const PLATE_FORMATS = {
  michigan: (rng: Rng) => chars(rng, LETTERS, 3) + chars(rng, DIGITS, 4),
  ohio: (rng: Rng) => chars(rng, LETTERS, 3) + chars(rng, DIGITS, 4),
  indiana: (rng: Rng) => chars(rng, DIGITS, 3) + chars(rng, LETTERS, 3),
  illinois: (rng: Rng) => chars(rng, LETTERS, 2) + chars(rng, DIGITS, 5),
  ontario: (rng: Rng) => chars(rng, LETTERS, 4) + chars(rng, DIGITS, 3),
  california: (rng: Rng) =>
    chars(rng, '123456789', 1) + chars(rng, LETTERS, 3) + chars(rng, DIGITS, 3),
  commercial: (rng: Rng) => `CM${chars(rng, DIGITS, 5)}`,
} as const;

// prettier-ignore
const VANITY = [
  'GOBLUE', 'PROFX', 'DRKATE', 'CHEMLAB', 'MATHGUY', 'GR8LAKES', 'ROWBOAT', 'WOLVRN',
  'TENURED', 'BIKE2WRK', 'SPARTY', 'MSBAKER', 'LIBRARY1', 'DOCNGO', 'MAIZE', 'BRKTHRU',
];

/** Plates of a region: mostly local, some from neighbouring states, a few vanity plates. */
export function regionalPlate(rng: Rng, home: 'michigan' | 'california'): string {
  if (home === 'california') {
    return rng.weighted([
      [() => PLATE_FORMATS.california(rng), 90],
      [() => PLATE_FORMATS.illinois(rng), 4],
      [() => PLATE_FORMATS.ohio(rng), 6],
    ] as const)();
  }
  if (rng.chance(0.015)) return rng.pick(VANITY) + (rng.chance(0.5) ? '' : String(rng.int(1, 9)));
  return rng.weighted([
    [() => PLATE_FORMATS.michigan(rng), 78],
    [() => PLATE_FORMATS.ohio(rng), 8],
    [() => PLATE_FORMATS.indiana(rng), 4],
    [() => PLATE_FORMATS.illinois(rng), 5],
    [() => PLATE_FORMATS.ontario(rng), 5],
  ] as const)();
}

/** n distinct plates (none of `taken`), recorded in `taken`. */
export function uniquePlates(
  rng: Rng,
  n: number,
  taken: Set<string>,
  make: (rng: Rng) => string,
): string[] {
  const plates: string[] = [];
  while (plates.length < n) {
    const plate = make(rng).slice(0, 16);
    if (taken.has(plate)) continue;
    taken.add(plate);
    plates.push(plate);
  }
  return plates;
}
