import { describe, expect, it } from 'vitest';
import { offencesOutside } from '../../../test/table-owners.js';

/**
 * Workspaces (enterprise organisations) have one owner (this module): an operator's workspace and
 * a confirmed trial are both made by createWorkspace, so a workspace is made one way. This test
 * fails on the first file elsewhere that writes the table.
 */
const FORBIDDEN: [RegExp, string][] = [
  [/\.(insert|update|delete)\(\s*enterpriseOrgs\s*\)/, 'writes enterprise_orgs (use the workspaces service)'],
  [/\b(insert\s+into|update|delete\s+from)\s+"?enterprise_orgs"?\b/i, 'writes enterprise_orgs in SQL (use the workspaces service)'],
];

describe('workspaces have one owner', () => {
  it('no server file outside modules/workspaces writes the enterprise_orgs table', () => {
    expect(offencesOutside('workspaces', FORBIDDEN)).toEqual([]);
  });
});
