import { describe, expect, it } from 'vitest';
import { offencesOutside, writesOf } from '../../../test/table-owners.js';

/**
 * Users have one owner (this module): every other module changes an account through
 * users.service.ts, so the rules of an account (who is premium, who belongs to a workspace, what a
 * deletion takes with it) live in one place. This test fails on the first file elsewhere that writes the table.
 */
describe('users have one owner', () => {
  it('no server file outside modules/auth writes the users table', () => {
    expect(offencesOutside('auth', writesOf('users', 'users', 'use auth/users.service.ts'))).toEqual([]);
  });
});
