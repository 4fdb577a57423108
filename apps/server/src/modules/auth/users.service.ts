/**
 * The accounts' public surface: what other modules (admin, vouchers, the forum sign-in, the
 * email change) may read or change of users, organisations, their sessions and single-use tokens.
 * Everything else of the auth module is its own.
 */
export {
  consumeAuthToken,
  findOrgByDomain,
  findOrgById,
  findUserByEmail,
  findUserById,
  findUsersByEmails,
  insertAuthToken,
  revokeSessionsOfUser,
  updateUser,
} from './auth.queries.js';
