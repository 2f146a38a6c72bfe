import {
  emailOf,
  person,
  regionalPlate,
  uniquePlates,
  vehicle,
  PLATE_FORMATS,
  type Person,
  type Vehicle,
} from './people';
import { Rng } from './random';

/** A vehicle of the demo: its plate, owner and description. */
export interface FleetCar {
  plate: string;
  owner: Person;
  email: string;
  vehicle: Vehicle;
}

/** Who parks on Northgate's campus (deterministic: the same on every seed). */
export interface NorthgateFleet {
  /** On 'Faculty & Staff Permits'. */
  staffListed: FleetCar[];
  /** Staff who park without a permit on the list. */
  staffUnlisted: FleetCar[];
  /** On 'Student Residence Permits'. */
  residents: FleetCar[];
  /** Students and contractors who drive in (on no allow list). */
  commuters: FleetCar[];
  /** On 'Scofflaw - Unpaid Citations' (drawn from commuters, residents and visitors). */
  scofflaws: FleetCar[];
  /** On 'Stolen Vehicles (Campus PD)'; seen now and then anywhere. */
  stolen: FleetCar[];
  /** One-off and occasional visitors. */
  visitors: FleetCar[];
  /** Delivery vans and trucks at the loading dock. */
  delivery: FleetCar[];
  /** Exempt from the visitor time limit (on 'Visitor 2 Hour Zone'). */
  visitorExempt: FleetCar[];
  /** Exempt from the dock time limit (on 'Loading Dock 30 Min'). */
  dockExempt: FleetCar[];
  /** On 'Permit Holders 2026'. */
  permitHolders: FleetCar[];
  /** On 'ParkMobile Zone 4410'. */
  parkmobile: FleetCar[];
}

let cached: NorthgateFleet | undefined;

export function northgateFleet(): NorthgateFleet {
  if (cached) return cached;
  const rng = new Rng(20_260_901);
  const taken = new Set<string>();
  const emails = new Set<string>();
  const cars = (n: number, domain: string, commercial = false): FleetCar[] =>
    uniquePlates(
      rng,
      n,
      taken,
      commercial ? PLATE_FORMATS.commercial : (r) => regionalPlate(r, 'michigan'),
    ).map((plate) => {
      const owner = person(rng);
      return {
        plate,
        owner,
        email: emailOf(owner, domain, emails),
        vehicle: vehicle(rng, commercial),
      };
    });
  const staffListed = cars(60, 'northgate.edu');
  const staffUnlisted = cars(25, 'northgate.edu');
  const residents = cars(80, 'students.northgate.edu');
  const commuters = cars(350, 'students.northgate.edu');
  const stolen = cars(12, 'mail.example.com');
  const visitors = cars(2500, 'mail.example.com');
  const delivery = cars(35, 'fleet.example.com', true);
  const visitorExempt = cars(4, 'northgate.edu');
  const dockExempt = cars(6, 'northgate.edu', true);
  const scofflaws = [
    ...rng.sample(commuters, 18),
    ...rng.sample(residents, 3),
    ...rng.sample(visitors.slice(0, 300), 4),
  ];
  const permitHolders = [...rng.sample(commuters, 28), ...rng.sample(staffUnlisted, 12)];
  const parkmobile = rng.sample(visitors.slice(0, 600), 30);
  cached = {
    staffListed,
    staffUnlisted,
    residents,
    commuters,
    scofflaws,
    stolen,
    visitors,
    delivery,
    visitorExempt,
    dockExempt,
    permitHolders,
    parkmobile,
  };
  return cached;
}

/** Riverside's demo vehicles. */
export interface RiversideFleet {
  regulars: FleetCar[];
  hot: FleetCar[];
}

let riverside: RiversideFleet | undefined;

export function riversideFleet(): RiversideFleet {
  if (riverside) return riverside;
  const rng = new Rng(20_260_902);
  const taken = new Set<string>();
  const emails = new Set<string>();
  const cars = (n: number) =>
    uniquePlates(rng, n, taken, (r) => regionalPlate(r, 'california')).map((plate) => {
      const owner = person(rng);
      return {
        plate,
        owner,
        email: emailOf(owner, 'mail.example.com', emails),
        vehicle: vehicle(rng),
      };
    });
  const regulars = cars(180);
  riverside = { regulars, hot: rng.sample(regulars, 8) };
  return riverside;
}
