import type { CountryCode } from '@paysight/contract/core';

/**
 * The metros a plan's locations are picked from, as the catalogue spells them (the API refuses a
 * location the region does not have, naming it). India's tier-1 cities come first.
 */
export const METROS: Record<CountryCode, readonly string[]> = {
  in: [
    'Bengaluru',
    'Mumbai',
    'Delhi NCR',
    'Hyderabad',
    'Chennai',
    'Pune',
    'Kolkata',
    'Ahmedabad',
    'Kochi',
    'Jaipur',
    'Coimbatore',
    'Chandigarh',
  ],
  us: [
    'Bay Area',
    'Seattle',
    'New York',
    'Austin',
    'Boston',
    'Los Angeles',
    'Chicago',
    'Denver',
    'Atlanta',
    'Dallas',
    'Raleigh',
    'San Diego',
  ],
};

/** The metros of the workspace's region, or of both regions when it is not locked to one. */
export const metrosFor = (region: CountryCode | null): string[] => (region ? [...METROS[region]] : [...METROS.in, ...METROS.us]);
