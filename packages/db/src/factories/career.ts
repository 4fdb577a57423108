import type { Region } from '@paysight/contract';
import type { Db } from '../client.js';
import { careerEducation, careerPeople, careerPositions, type NewCareerPosition } from '../schema/index.js';

export type PositionInput = Omit<NewCareerPosition, 'id' | 'personId' | 'countryCode' | 'createdAt' | 'updatedAt'> & { countryCode?: Region };

export interface CareerPersonInput {
  /** A member's history; without it the person is a demo person. */
  userId?: string;
  countryCode?: Region;
  positions: PositionInput[];
  education?: Array<{ schoolId: number; degree?: string; major?: string; majorSlug?: string; startYear?: number; endYear?: number }>;
}

/** A person with their positions and education (tests; the demo seed bulk-loads its own). Returns the person's id. */
export async function insertCareerPerson(db: Db, input: CareerPersonInput): Promise<number> {
  const countryCode = input.countryCode ?? 'in';
  const [person] = await db
    .insert(careerPeople)
    .values({ userId: input.userId ?? null, isDemo: input.userId === undefined, countryCode })
    .returning({ id: careerPeople.id });
  const personId = person!.id;
  if (input.positions.length > 0)
    await db.insert(careerPositions).values(input.positions.map((p) => ({ countryCode, ...p, personId })));
  if (input.education?.length) await db.insert(careerEducation).values(input.education.map((e) => ({ ...e, personId })));
  return personId;
}
