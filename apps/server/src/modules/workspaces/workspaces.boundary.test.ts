import { describe, expect, it } from 'vitest';
import { offencesOutside, writesOf } from '../../../test/table-owners.js';

/**
 * Workspaces (enterprise organisations) have one owner (this module): an operator's workspace and
 * a confirmed trial are both made by createWorkspace, so a workspace is made one way. This test
 * fails on the first file elsewhere that writes the table.
 */
describe('workspaces have one owner', () => {
  it('no server file outside modules/workspaces writes the enterprise_orgs table', () => {
    expect(offencesOutside('workspaces', writesOf('enterpriseOrgs', 'enterprise_orgs', 'use the workspaces service'))).toEqual([]);
  });
});
