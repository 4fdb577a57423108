import type { CountryCode } from '@paysight/contract/core';

/**
 * Metros offered as locations, as the catalogue spells them (the API takes any metro name; one it
 * does not know has no records, and its cells are hidden). India's tier-1 cities come first.
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
