import type { api } from '@paysight/contract';
import { getProfile } from '~/features/profile/api/get-profile';
import type { ApiClient } from '~/lib/api-client';

/** The member's notice period from GET /profile (the checklist's notice-period buyout), or null when not given or not known. */
export async function getMemberNoticePeriod(client: ApiClient, routes: typeof api): Promise<number | null> {
  const profile = await getProfile(client, routes);
  return profile.ok ? profile.data.noticePeriodDays : null;
}
